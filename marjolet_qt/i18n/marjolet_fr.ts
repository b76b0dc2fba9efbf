<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>About</name>
    <message>
        <location filename="../app/dialogs/help.py" line="468"/>
        <source>Marjolet, the two-player trick-taking card game of south-west France, its cousin Mariage (classic and for children) and Bésigue for two, against the computer.</source>
        <translation>Le Marjolet, jeu de levées à deux joueurs du Sud-Ouest de la France, son cousin le Mariage (classique et pour les enfants) et le Bésigue à deux, contre l’ordinateur.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="478"/>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or any later version ({licence}).</source>
        <translation>Ce programme est un logiciel libre&#xa0;: vous pouvez le redistribuer et le modifier selon les termes de la Licence publique générale GNU, version 3 ou toute version ultérieure ({licence}).</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="488"/>
        <source>Credits: the Marjolet Qt developers. Rules after the traditional French descriptions of Marjolet, Mariage and Bésigue. Built with Qt and PySide6.</source>
        <translation>Crédits&#xa0;: les développeurs de Marjolet Qt. Règles d’après les descriptions françaises traditionnelles du Marjolet, du Mariage et du Bésigue. Réalisé avec Qt et PySide6.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="503"/>
        <source>About Marjolet Qt</source>
        <translation>À propos de Marjolet Qt</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../app/crash.py" line="112"/>
        <source>Your game could not be saved automatically: use Game ▸ Save as to keep it. You can keep playing.</source>
        <translation>Votre partie n’a pas pu être enregistrée automatiquement&#xa0;: utilisez Partie ▸ Enregistrer sous pour la garder. Vous pouvez continuer à jouer.</translation>
    </message>
    <message>
        <location filename="../app/crash.py" line="73"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <location filename="../app/crash.py" line="87"/>
        <source>Copy details</source>
        <translation>Copier les détails</translation>
    </message>
    <message>
        <location filename="../app/crash.py" line="100"/>
        <source>A report was written to {path}.</source>
        <translation>Un rapport a été enregistré dans {path}.</translation>
    </message>
    <message>
        <location filename="../app/crash.py" line="102"/>
        <source>No report could be written.</source>
        <translation>Aucun rapport n’a pu être enregistré.</translation>
    </message>
    <message>
        <location filename="../app/crash.py" line="105"/>
        <source>Marjolet Qt met an unexpected error: {error}</source>
        <translation>Marjolet Qt a rencontré une erreur inattendue&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../app/crash.py" line="107"/>
        <source>Your game has been saved. You can keep playing; if something looks wrong, start a new game or reopen the saved one.</source>
        <translation>Votre partie a été enregistrée. Vous pouvez continuer à jouer&#x202f;; si quelque chose vous semble anormal, commencez une nouvelle partie ou rouvrez celle qui a été enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/crash.py" line="118"/>
        <source>{count} errors so far.</source>
        <translation>{count} erreurs jusqu’ici.</translation>
    </message>
    <message>
        <location filename="../app/crash.py" line="128"/>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
</context>
<context>
    <name>DeclarationPanel</name>
    <message>
        <location filename="../app/declaration_panel.py" line="239"/>
        <source>Play a card, or show the 7 of trumps first.</source>
        <translation>Jouez une carte, ou montrez d’abord le 7 d’atout.</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="282"/>
        <source>Show the 7 of trumps</source>
        <translation>Montrer le 7 d’atout</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="280"/>
        <source>The other 7 of trumps is the upcard: show yours and keep it (X)</source>
        <translation>L’autre 7 d’atout est la retourne&#xa0;: montrez le vôtre et gardez-le (X)</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="110"/>
        <location filename="../app/declaration_panel.py" line="511"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="234"/>
        <source>You won the trick</source>
        <translation>Vous avez remporté la levée</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="262"/>
        <source>&amp;{number}  {meld}   ({cards})</source>
        <translation>&amp;{number}  {meld}   ({cards})</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="277"/>
        <source>&amp;X  Show the 7 of trumps</source>
        <translation>&amp;X  Montrer le 7 d’atout</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="287"/>
        <source>&amp;X  Exchange the 7 of trumps for {card}</source>
        <translation>&amp;X  Échanger le 7 d’atout contre {card}</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="290"/>
        <source>Take the upcard and put your 7 of trumps in its place (X)</source>
        <translation>Prendre la carte retournée et mettre votre 7 d’atout à sa place (X)</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="326"/>
        <source>{action} (+{points})</source>
        <translation>{action} (+{points})</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="434"/>
        <source>Declare one meld, show the 7 of trumps if you like, then continue.</source>
        <translation>Faites une annonce, montrez le 7 d’atout si vous voulez, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="437"/>
        <source>Declare your melds, show the 7 of trumps if you like, then continue.</source>
        <translation>Faites vos annonces, montrez le 7 d’atout si vous voulez, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="441"/>
        <source>Declare one meld, exchange the 7 of trumps if you like, then continue.</source>
        <translation>Faites une annonce, échangez le 7 d’atout si vous voulez, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="444"/>
        <source>Declare your melds, exchange the 7 of trumps if you like, then continue.</source>
        <translation>Faites vos annonces, échangez le 7 d’atout si vous voulez, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="449"/>
        <source>Declare one meld, then continue.</source>
        <translation>Faites une annonce, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="450"/>
        <source>Declare your melds, then continue.</source>
        <translation>Faites vos annonces, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="453"/>
        <source>You may show the 7 of trumps, then continue.</source>
        <translation>Vous pouvez montrer le 7 d’atout, puis continuer.</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="455"/>
        <source>You may exchange the 7 of trumps, then continue.</source>
        <translation>Vous pouvez échanger le 7 d’atout, puis continuer.</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="457"/>
        <source>You have declared your meld for this trick: continue.</source>
        <translation>Vous avez fait votre annonce pour cette levée&#xa0;: continuez.</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="458"/>
        <source>Nothing to declare.</source>
        <translation>Rien à annoncer.</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="237"/>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="241"/>
        <source>Play a card, or exchange the 7 of trumps first.</source>
        <translation>Jouez une carte, ou échangez d’abord le 7 d’atout.</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="267"/>
        <source>Declare this meld (key {n})</source>
        <translation>Annoncer cette combinaison (touche {n})</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="269"/>
        <source>Declare {meld}</source>
        <translation>Annoncer&#xa0;: {meld}</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="292"/>
        <source>Exchange the 7 of trumps</source>
        <translation>Échanger le 7 d’atout</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="295"/>
        <source>&amp;Continue (draw)</source>
        <translation>&amp;Continuer (piocher)</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="296"/>
        <source>End your declarations and draw (C or Enter)</source>
        <translation>Terminer vos annonces et piocher (C ou Entrée)</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="298"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="299"/>
        <source>End your declarations (C or Enter)</source>
        <translation>Terminer vos annonces (C ou Entrée)</translation>
    </message>
    <message>
        <location filename="../app/declaration_panel.py" line="300"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>DisplayPage</name>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="243"/>
        <source>Off</source>
        <comment>animations</comment>
        <translation>Désactivées</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="244"/>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="245"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="246"/>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="251"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="252"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="253"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="254"/>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="259"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="266"/>
        <source>&amp;Animations:</source>
        <translation>A&amp;nimations&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="267"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="268"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="269"/>
        <source>&amp;Highlight the cards I may play</source>
        <translation>&amp;Mettre en évidence les cartes jouables</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="271"/>
        <source>&amp;Continue at once when there is nothing to declare</source>
        <translation>&amp;Continuer aussitôt quand il n’y a rien à annoncer</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="275"/>
        <source>After you win a trick with no meld to declare and no 7 to exchange, draw without waiting for Continue.</source>
        <translation>Après une levée gagnée sans annonce à faire ni 7 à échanger, piocher sans attendre «&#xa0;Continuer&#xa0;».</translation>
    </message>
</context>
<context>
    <name>GameFlow</name>
    <message>
        <location filename="../app/window_parts/flow.py" line="91"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../app/window_parts/flow.py" line="78"/>
        <source>Abandon the game in progress and deal a new one?</source>
        <translation>Abandonner la partie en cours et en distribuer une nouvelle&#x202f;?</translation>
    </message>
    <message>
        <location filename="../app/window_parts/flow.py" line="84"/>
        <source>The new game is played by the rules chosen in Settings: {rules}.</source>
        <translation>La nouvelle partie se joue selon les règles choisies dans les Réglages&#xa0;: {rules}.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/flow.py" line="87"/>
        <source>The new game is played by the rules chosen in Settings: {rules}, with options of your own.</source>
        <translation>La nouvelle partie se joue selon les règles choisies dans les Réglages&#xa0;: {rules}, avec vos propres options.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/flow.py" line="107"/>
        <source>You cannot take back moves across a draw: you have seen the card you drew.</source>
        <translation>Impossible de reprendre un coup au-delà d’une pioche&#xa0;: vous avez vu la carte piochée.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/flow.py" line="114"/>
        <source>You cannot take back moves from before the computer showed cards of its hand (a meld, its 7 of trumps).</source>
        <translation>Vous ne pouvez pas reprendre des coups joués avant que l’ordinateur ne montre des cartes de sa main (une annonce, son 7 d’atout).</translation>
    </message>
    <message>
        <location filename="../app/window_parts/flow.py" line="120"/>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/flow.py" line="124"/>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/flow.py" line="203"/>
        <source>A hint is for your turn.</source>
        <translation>Un conseil ne se demande qu’à votre tour.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/flow.py" line="209"/>
        <source>Looking for a good move…</source>
        <translation>Recherche d’un bon coup…</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <location filename="../app/model.py" line="367"/>
        <source>Wait for your turn: the computer is playing.</source>
        <translation>Attendez votre tour&#xa0;: l’ordinateur joue.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="237"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="240"/>
        <source>The game is not finished</source>
        <translation>La partie n’est pas terminée</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="242"/>
        <source>You win!</source>
        <translation>Vous avez gagné&#x202f;!</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="244"/>
        <source>The computer wins</source>
        <translation>L’ordinateur a gagné</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="249"/>
        <source>Rounds won: you {you}, the computer {them}</source>
        <translation>Manches gagnées&#xa0;: vous {you}, l’ordinateur {them}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="253"/>
        <source>Final score: you {you}, the computer {them}</source>
        <translation>Score final&#xa0;: vous {you}, l’ordinateur {them}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="257"/>
        <source>A game ends after {count} rounds: the one ahead wins.</source>
        <translation>Une partie s’arrête après {count}&#xa0;manches&#xa0;: celui qui mène l’emporte.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="263"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="268"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="269"/>
        <source>&amp;Review the last round</source>
        <translation>&amp;Analyser la dernière manche</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="271"/>
        <source>Every decision of the last round graded by the points it cost</source>
        <translation>Chaque décision de la dernière manche notée selon les points qu’elle a coûtés</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="273"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <location filename="../app/reason_text.py" line="198"/>
        <source>, and you keep {card} for a meld worth {points}</source>
        <translation>, et vous gardez {card} pour une annonce de {points}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="196"/>
        <source>, and the computer keeps {card} for a meld worth {points}</source>
        <translation>, et l’ordinateur garde {card} pour une annonce de {points}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="215"/>
        <source>it is the only legal move</source>
        <translation>c’est le seul coup permis</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="219"/>
        <source>the computer takes {card}</source>
        <translation>l’ordinateur prend {card}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="220"/>
        <source>you take {card}</source>
        <translation>vous prenez {card}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="224"/>
        <source>the computer wins the trick, then leads and may declare</source>
        <translation>l’ordinateur remporte la levée, puis entame et peut annoncer</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="227"/>
        <source>you win the trick, then lead and may declare</source>
        <translation>vous remportez la levée, puis entamez et pouvez annoncer</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="229"/>
        <source>the computer wins the trick and leads next</source>
        <translation>l’ordinateur remporte la levée et entame ensuite</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="230"/>
        <source>you win the trick and lead next</source>
        <translation>vous remportez la levée et entamez ensuite</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="242"/>
        <source>nothing can beat it</source>
        <translation>rien ne peut battre cette carte</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="244"/>
        <source>it carries no points, so losing the trick gives none away</source>
        <translation>cette carte ne porte aucun point&#xa0;: perdre la levée n’en donne aucun à l’adversaire</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="263"/>
        <source>the best lead found, though the other hand can beat it</source>
        <translation>la meilleure entame trouvée, même si l’autre main peut la prendre</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/reason_text.py" line="322"/>
        <source>%n point(s) ahead</source>
        <translation>
            <numerusform>avec %n point d’avance</numerusform>
            <numerusform>avec %n points d’avance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/reason_text.py" line="325"/>
        <source>%n point(s) behind</source>
        <translation>
            <numerusform>avec %n point de retard</numerusform>
            <numerusform>avec %n points de retard</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="339"/>
        <source>endgame solved: you end the round {standing}</source>
        <translation>fin de manche résolue&#xa0;: vous finissez la manche {standing}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="239"/>
        <source>the computer lets the trick go</source>
        <translation>l’ordinateur laisse passer la levée</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="233"/>
        <source>the computer loses the trick with the card it will miss least</source>
        <translation>l’ordinateur perd la levée avec la carte qui lui manquera le moins</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="236"/>
        <source>you lose the trick with the card you will miss least</source>
        <translation>vous perdez la levée avec la carte qui vous manquera le moins</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="240"/>
        <source>you let the trick go</source>
        <translation>vous laissez passer la levée</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="250"/>
        <source>the best lead found, though the trick is almost surely lost</source>
        <translation>la meilleure entame trouvée, même si la levée sera presque sûrement perdue</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="255"/>
        <source>the best lead found, though the trick is lost about {risk}% of the time</source>
        <translation>la meilleure entame trouvée, même si la levée est perdue environ {risk}&#xa0;% du temps</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="271"/>
        <source>the computer gets {card}</source>
        <translation>l’ordinateur obtient {card}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="275"/>
        <source>you get {card}</source>
        <translation>vous obtenez {card}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="288"/>
        <source>the other 7 of trumps is the upcard</source>
        <translation>l’autre 7 d’atout est la retourne</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="305"/>
        <source>there is nothing more to declare</source>
        <translation>il n’y a plus rien à annoncer</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="307"/>
        <source>the melds can wait for another trick won</source>
        <translation>les annonces peuvent attendre une autre levée gagnée</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="309"/>
        <source>a move chosen at random</source>
        <translation>un coup choisi au hasard</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/reason_text.py" line="267"/>
        <source>the computer gets {card} and scores %n point(s)</source>
        <translation>
            <numerusform>l’ordinateur obtient {card} et marque %n point</numerusform>
            <numerusform>l’ordinateur obtient {card} et marque %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="248"/>
        <source>the risk of losing the trick is only about {risk}%</source>
        <translation>le risque de perdre la levée n’est que d’environ {risk}&#xa0;%</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/reason_text.py" line="273"/>
        <source>you get {card} and score %n point(s)</source>
        <translation>
            <numerusform>vous obtenez {card} et marquez %n point</numerusform>
            <numerusform>vous obtenez {card} et marquez %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/reason_text.py" line="280"/>
        <source>the other 7 of trumps is the upcard: showing this one scores %n point(s)</source>
        <translation>
            <numerusform>l’autre 7 d’atout est la retourne : montrer celui-ci rapporte %n point</numerusform>
            <numerusform>l’autre 7 d’atout est la retourne : montrer celui-ci rapporte %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/reason_text.py" line="291"/>
        <source>it scores %n point(s) now</source>
        <translation>
            <numerusform>cette annonce rapporte %n point tout de suite</numerusform>
            <numerusform>cette annonce rapporte %n points tout de suite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/reason_text.py" line="295"/>
        <source>it scores %n point(s) now, and the trump sequence can still follow after another trick won</source>
        <translation>
            <numerusform>cette annonce rapporte %n point tout de suite, et la quinte d’atout pourra suivre après une autre levée gagnée</numerusform>
            <numerusform>cette annonce rapporte %n points tout de suite, et la quinte d’atout pourra suivre après une autre levée gagnée</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="326"/>
        <source>even</source>
        <comment>ending the round with as many points as the other</comment>
        <translation>à égalité</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/reason_text.py" line="351"/>
        <source>%n deal(s) tried: too few to tell how the round ends</source>
        <translation>
            <numerusform>%n donne essayée&#xa0;: trop peu pour dire comment finit la manche</numerusform>
            <numerusform>%n donnes essayées&#xa0;: trop peu pour dire comment finit la manche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/reason_text.py" line="359"/>
        <source>, %n point(s) better than the next best move</source>
        <translation>
            <numerusform>, %n point de mieux que le meilleur autre coup</numerusform>
            <numerusform>, %n points de mieux que le meilleur autre coup</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="363"/>
        <source>exactly: you end the round {standing}; only one deal is possible</source>
        <translation>exactement&#xa0;: vous finissez la manche {standing}&#x202f;; une seule donne est possible</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/reason_text.py" line="368"/>
        <source>you end the round about {standing}; all %n possible deals tried</source>
        <translation>
            <numerusform>en moyenne, vous finissez la manche {standing}&#x202f;; la seule donne possible essayée</numerusform>
            <numerusform>en moyenne, vous finissez la manche {standing}&#x202f;; les %n donnes possibles essayées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/reason_text.py" line="375"/>
        <source>you end the round about {standing}; %n deal(s) tried</source>
        <translation>
            <numerusform>en moyenne, vous finissez la manche {standing}&#x202f;; %n donne essayée</numerusform>
            <numerusform>en moyenne, vous finissez la manche {standing}&#x202f;; %n donnes essayées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../app/dialogs/welcome.py" line="204"/>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="207"/>
        <source>A trick</source>
        <translation>Une levée</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="210"/>
        <source>One of you leads a card, the other answers. The higher card of the suit led wins, unless a trump is played. Here the Ace of hearts takes the King. While the stock lasts you may play any card. The winner draws first, then the other, and leads the next trick.</source>
        <translation>L’un de vous entame une carte, l’autre répond. La plus forte carte de la couleur demandée l’emporte, sauf si un atout est joué. Ici, l’As de cœur prend le Roi. Tant que dure la pioche, vous pouvez jouer n’importe quelle carte. Le gagnant pioche le premier, puis l’autre, et il entame la levée suivante.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="217"/>
        <source>A meld</source>
        <translation>Une annonce</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="220"/>
        <source>After winning a trick, before drawing, you may declare melds from your hand: a King and Queen of the same suit is a marriage (20 points, 40 in trumps); the Jack of trumps with a Queen is Marjolet&apos;s own (40 with the Queen of trumps, 20 with another); four Aces, Kings, Queens or Jacks score too (Help ▸ Rules lists them all). Declared cards lie face up in front of you and can still be played.</source>
        <translation>Après une levée gagnée, avant de piocher, vous pouvez annoncer des combinaisons de votre main&#xa0;: un Roi et une Dame de la même couleur forment un mariage (20 points, 40 à l’atout)&#x202f;; le Valet d’atout avec une Dame est la combinaison propre au Marjolet (40 avec la Dame d’atout, 20 avec une autre)&#x202f;; quatre As, Rois, Dames ou Valets marquent aussi (Aide ▸ Règles les donne toutes). Les cartes annoncées restent face visible devant vous et peuvent encore être jouées.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="229"/>
        <source>The 7 of trumps</source>
        <translation>Le 7 d’atout</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="232"/>
        <source>The card turned up under the stock sets the trumps. If you hold the 7 of trumps, after winning a trick you may exchange it for that card (10 points). Kept and played in a trick instead, it scores 10 too; and when the card turned up is itself a 7, the dealer scores 10.</source>
        <translation>La carte retournée sous la pioche fixe l’atout. Si vous tenez le 7 d’atout, vous pouvez, après une levée gagnée, l’échanger contre cette carte (10 points). Gardé et joué dans une levée, il rapporte aussi 10 points&#x202f;; et quand la carte retournée est elle-même un 7, le donneur marque 10.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="265"/>
        <source>This page tells Marjolet. The game in play is {name}, whose rules differ: Help ▸ Rules says how it is played.</source>
        <translation>Cette page raconte le Marjolet. La partie en cours se joue au {name}, dont les règles diffèrent&#xa0;: Aide ▸ Règles dit comment il se joue.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="270"/>
        <source>This page tells Marjolet with its usual options. Options of the game in play are changed: Help ▸ Rules says how it is played.</source>
        <translation>Cette page raconte le Marjolet dans sa version de base. Des options de la partie en cours sont changées&#xa0;: Aide ▸ Règles dit comment elle se joue.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="239"/>
        <source>The last six tricks</source>
        <translation>Les six dernières levées</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="242"/>
        <source>Once the stock is gone, the six cards in hand are played out under stricter rules: you must follow suit, or trump if you cannot. The last trick is worth 10 points, all six of them 50.</source>
        <translation>Une fois la pioche épuisée, les six cartes en main se jouent selon des règles plus strictes&#xa0;: il faut fournir à la couleur, ou couper si l’on ne peut pas. La dernière levée vaut 10 points, les six ensemble 50.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="248"/>
        <source>The points</source>
        <translation>Les points</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="251"/>
        <source>Each Ace and each Ten you win in a trick is worth 10 points; the other cards nothing. The trick that empties the stock scores 10, and so do the last trick and the 7 of trumps, as above; melds score as they are declared. The score sheet adds them up, round by round, to 500.</source>
        <translation>Chaque As et chaque 10 gagnés dans une levée valent 10 points&#x202f;; les autres cartes rien. La levée qui vide la pioche rapporte 10, comme la dernière levée et le 7 d’atout vus plus haut&#x202f;; les combinaisons marquent dès qu’elles sont annoncées. La feuille de marque fait les comptes, manche après manche, jusqu’à 500.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="282"/>
        <source>Help ▸ Rules shows every rule in force, option by option.</source>
        <translation>Aide ▸ Règles présente toutes les règles en vigueur, option par option.</translation>
    </message>
</context>
<context>
    <name>IntEditor</name>
    <message>
        <location filename="../app/dialogs/rule_editors.py" line="106"/>
        <source>no limit</source>
        <comment>number of melds after a trick won</comment>
        <translation>sans limite</translation>
    </message>
    <message>
        <location filename="../app/dialogs/rule_editors.py" line="108"/>
        <source> pts</source>
        <comment>suffix of a number of points</comment>
        <translation> pts</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <location filename="../app/dialogs/welcome.py" line="295"/>
        <source>Left, Right</source>
        <translation>Gauche, Droite</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="296"/>
        <source>Choose a card of your hand (a gold ring; a card a hint points at has a blue one)</source>
        <translation>Choisir une carte de votre main (cerclée d’or&#xa0;; celle que désigne un conseil est cerclée de bleu)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="302"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="303"/>
        <source>Go from button to button of the declarations; without them, choose a card as Right and Left do</source>
        <translation>Passer d’un bouton à l’autre des annonces&#x202f;; sans elles, choisir une carte comme Droite et Gauche</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="310"/>
        <source>Enter, Space</source>
        <translation>Entrée, Espace</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="313"/>
        <source>Press the button selected with Tab, else play the chosen card or take the hinted move, else continue after declaring (twice while a meld or the 7 of trumps is on offer), else play the one card you may</source>
        <translation>Presser le bouton sélectionné avec Tab, sinon jouer la carte choisie ou suivre le conseil, sinon continuer après les annonces (deux fois si une annonce ou le 7 d’atout est possible), sinon jouer la seule carte permise</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="321"/>
        <source>Escape</source>
        <translation>Échap</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="322"/>
        <source>Drop the card chosen</source>
        <translation>Annuler le choix de la carte</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="325"/>
        <source>1 to 9</source>
        <translation>1 à 9</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="326"/>
        <source>Declare the meld of that number</source>
        <translation>Annoncer la combinaison de ce numéro</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="328"/>
        <source>Exchange (or show) the 7 of trumps</source>
        <translation>Échanger (ou montrer) le 7 d’atout</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="329"/>
        <source>Continue after declaring (draw)</source>
        <translation>Continuer après les annonces (piocher)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="331"/>
        <source>Left, Right, Home, End</source>
        <translation>Gauche, Droite, Début, Fin</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="332"/>
        <source>In a replay: a step back, a step on, the deal, the end of the round</source>
        <translation>En revoyant une manche&#xa0;: un pas en arrière, un pas en avant, la donne, la fin de la manche</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="338"/>
        <source>Click on a pile of won cards</source>
        <translation>Clic sur un tas de cartes gagnées</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="339"/>
        <source>Look at the last trick</source>
        <translation>Voir la dernière levée</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="399"/>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="400"/>
        <source>Keys of the game</source>
        <translation>Touches du jeu</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="401"/>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="401"/>
        <source>What it does</source>
        <translation>Effet</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../app/table/last_trick.py" line="125"/>
        <source>Last trick</source>
        <translation>Dernière levée</translation>
    </message>
    <message>
        <location filename="../app/table/last_trick.py" line="132"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../app/table/last_trick.py" line="132"/>
        <source>The computer</source>
        <translation>L’ordinateur</translation>
    </message>
    <message>
        <location filename="../app/table/last_trick.py" line="134"/>
        <source>You took this trick.</source>
        <translation>Vous avez remporté cette levée.</translation>
    </message>
    <message>
        <location filename="../app/table/last_trick.py" line="136"/>
        <source>The computer took this trick.</source>
        <translation>L’ordinateur a remporté cette levée.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../app/main.py" line="117"/>
        <source>Marjolet Qt is already open. Two copies would write over each other&apos;s games and statistics: please go on in the one already open (its Game ▸ Open opens a saved game).</source>
        <translation>Marjolet Qt est déjà ouvert. Deux copies écriraient l’une sur l’autre parties et statistiques&#xa0;: continuez dans celle qui est déjà ouverte (son menu Partie ▸ Ouvrir ouvre une partie enregistrée).</translation>
    </message>
    <message>
        <location filename="../app/main.py" line="126"/>
        <source>Marjolet Qt seems to be open on the computer “{host}”, which uses the same folders. If it is not, delete the file {file} and start the game again.</source>
        <translation>Marjolet Qt semble ouvert sur l’ordinateur «&#xa0;{host}&#xa0;», qui utilise les mêmes dossiers. S’il ne l’est pas, supprimez le fichier {file} et relancez le jeu.</translation>
    </message>
    <message>
        <location filename="../app/main.py" line="154"/>
        <source>Marjolet Qt could not start: {error}</source>
        <translation>Marjolet Qt n’a pas pu démarrer&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../app/main.py" line="219"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../app/main.py" line="220"/>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/window.py" line="145"/>
        <location filename="../app/window.py" line="376"/>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="329"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="330"/>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="331"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="332"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="333"/>
        <source>Deal a new game (the current one is lost)</source>
        <translation>Distribuer une nouvelle partie (la partie en cours est perdue)</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="339"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="35"/>
        <source>The game is over — press Enter or click the table to see the result.</source>
        <translation>La partie est terminée — Entrée ou un clic sur la table pour voir le résultat.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="39"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="41"/>
        <source>The round is over — press Enter or click the table to see the summary again.</source>
        <translation>La manche est terminée — Entrée ou un clic sur la table pour en revoir le bilan.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="45"/>
        <source>The round is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="48"/>
        <source>The computer has chosen its move: it plays once the dialog is closed.</source>
        <translation>L’ordinateur a choisi son coup&#xa0;: il le jouera une fois la fenêtre de dialogue fermée.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="53"/>
        <source>The computer won the trick and may declare a meld…</source>
        <translation>L’ordinateur a remporté la levée et peut annoncer…</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="56"/>
        <source>The computer is thinking…</source>
        <translation>L’ordinateur réfléchit…</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="64"/>
        <source>You won the trick — declare a meld, show the 7 of trumps if you like, then continue.</source>
        <translation>Levée remportée — faites une annonce, montrez le 7 d’atout si vous voulez, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="70"/>
        <source>You won the trick — declare your melds, show the 7 of trumps if you like, then continue.</source>
        <translation>Levée remportée — faites vos annonces, montrez le 7 d’atout si vous voulez, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="76"/>
        <source>You won the trick — declare a meld, exchange the 7 of trumps if you like, then continue.</source>
        <translation>Levée remportée — faites une annonce, échangez le 7 d’atout si vous voulez, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="81"/>
        <source>You won the trick — declare your melds, exchange the 7 of trumps if you like, then continue.</source>
        <translation>Levée remportée — faites vos annonces, échangez le 7 d’atout si vous voulez, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="87"/>
        <source>You won the trick — declare a meld, then continue.</source>
        <translation>Levée remportée — faites une annonce, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="91"/>
        <source>You won the trick — declare your melds, then continue.</source>
        <translation>Levée remportée — faites vos annonces, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="95"/>
        <source>You won the trick — you may show the 7 of trumps, then continue.</source>
        <translation>Levée remportée — montrez le 7 d’atout si vous voulez, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="100"/>
        <source>You won the trick — you may exchange the 7 of trumps, then continue.</source>
        <translation>Levée remportée — échangez le 7 d’atout si vous voulez, puis continuez.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="108"/>
        <source>Your turn — lead a card.</source>
        <translation>À vous — entamez une carte.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="118"/>
        <source>Your turn — beat {card}: you must win the trick if you can.</source>
        <translation>À vous — répondez à l’entame ({card})&#xa0;: vous devez la battre si vous le pouvez.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="122"/>
        <source>Your turn — follow {card}: you must follow {suit}.</source>
        <translation>À vous — répondez à l’entame ({card})&#xa0;: vous devez fournir à {suit}.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="125"/>
        <source>Your turn — answer {card}: you must trump.</source>
        <translation>À vous — répondez à l’entame ({card})&#xa0;: vous devez couper.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="128"/>
        <source>Your turn — answer {card}.</source>
        <translation>À vous — répondez à l’entame ({card}).</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="334"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="335"/>
        <source>Continue a saved game</source>
        <translation>Reprendre une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="336"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="337"/>
        <source>Save the game to continue it later</source>
        <translation>Enregistrer la partie pour la reprendre plus tard</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="338"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="341"/>
        <source>Take back your last move (and the computer&apos;s reply); not across a draw</source>
        <translation>Reprendre votre dernier coup (et la réponse de l’ordinateur)&#x202f;; pas au-delà d’une pioche</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="343"/>
        <source>Re&amp;do</source>
        <translation>Réta&amp;blir</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="344"/>
        <source>Play again the moves you took back</source>
        <translation>Rejouer les coups que vous avez annulés</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="345"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="346"/>
        <source>What would the Hard opponent play in your seat?</source>
        <translation>Que jouerait l’adversaire Difficile à votre place&#x202f;?</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="347"/>
        <source>&amp;Replay a round…</source>
        <translation>&amp;Revoir une manche…</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="349"/>
        <source>Watch a finished round again, both hands open, step by step</source>
        <translation>Revoir une manche terminée pas à pas, les deux jeux visibles</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="353"/>
        <source>Double-click a finished round to watch it again.</source>
        <translation>Double-cliquez sur une manche terminée pour la revoir.</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="355"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiques</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="356"/>
        <source>&amp;Tricks of this round</source>
        <translation>&amp;Levées de cette manche</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="357"/>
        <source>Every trick played so far in this round</source>
        <translation>Toutes les levées jouées jusqu’ici dans cette manche</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="359"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="363"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="371"/>
        <source>A trick, a meld, the 7 of trumps, the last six tricks and the points, in pictures</source>
        <translation>Une levée, une annonce, le 7 d’atout, les six dernières levées et les points, en images</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="576"/>
        <source>Automatic saving is off, so as not to overwrite an earlier game.</source>
        <translation>L’enregistrement automatique est coupé, pour ne pas écraser une partie précédente.</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="579"/>
        <source>Automatic saving is off: {reason}.</source>
        <translation>L’enregistrement automatique est désactivé&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="586"/>
        <source>Your game is not being saved.</source>
        <translation>Votre partie n’est pas enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="585"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="592"/>
        <source>If you quit now, this game is lost. Save it as a file first?</source>
        <translation>Si vous quittez maintenant, cette partie sera perdue. L’enregistrer d’abord dans un fichier&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="595"/>
        <source>If you quit now, the moves played since it was last saved are lost. Save it as a file first?</source>
        <translation>Si vous quittez maintenant, les coups joués depuis le dernier enregistrement seront perdus. L’enregistrer d’abord dans un fichier&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="607"/>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="608"/>
        <source>Quit without saving</source>
        <translation>Quitter sans enregistrer</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="362"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="358"/>
        <source>S&amp;ettings…</source>
        <translation>Ré&amp;glages…</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="364"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernière levée</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="365"/>
        <source>Look at the last trick (the rules allow it)</source>
        <translation>Revoir la dernière levée (la règle le permet)</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="366"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="367"/>
        <source>&amp;About Marjolet</source>
        <translation>À &amp;propos de Marjolet</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="368"/>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="374"/>
        <source>&amp;Keyboard</source>
        <translation>C&amp;lavier</translation>
    </message>
    <message>
        <location filename="../app/window.py" line="375"/>
        <source>Every key the game answers to</source>
        <translation>Toutes les touches auxquelles le jeu répond</translation>
    </message>
    <message>
        <location filename="../app/window_parts/status.py" line="104"/>
        <source>You won the trick — nothing to declare: continue.</source>
        <translation>Levée remportée — rien à annoncer&#xa0;: continuez.</translation>
    </message>
</context>
<context>
    <name>OpponentPage</name>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="127"/>
        <source>A relaxed opponent that makes mistakes: good for learning.</source>
        <translation>Un adversaire détendu qui fait des erreurs&#xa0;: idéal pour apprendre.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="128"/>
        <source>A steady opponent that plays sensibly.</source>
        <translation>Un adversaire régulier qui joue avec bon sens.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="130"/>
        <source>A strong opponent that thinks ahead; it plays the last tricks perfectly.</source>
        <translation>Un adversaire fort qui anticipe&#x202f;; il joue parfaitement les dernières levées.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="134"/>
        <source>The strongest opponent: it thinks up to {seconds} seconds a move, on two of the computer&apos;s cores, and weighs its own later moves too.</source>
        <translation>L’adversaire le plus fort&#xa0;: il réfléchit jusqu’à {seconds}&#xa0;secondes par coup, sur deux cœurs du processeur, et tient compte aussi de ses propres coups à venir.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="147"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="148"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="149"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="150"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="154"/>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="155"/>
        <source>&amp;Thinking time (Hard):</source>
        <translation>&amp;Temps de réflexion (Difficile)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="156"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="157"/>
        <source>How long the Hard opponent may think about each move.</source>
        <translation>Le temps dont dispose l’adversaire Difficile pour réfléchir à chaque coup.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="160"/>
        <source>A game is in progress: another level plays from the computer&apos;s next move, and the game counts in your statistics under the weaker of the two.</source>
        <translation>Une partie est en cours&#xa0;: un autre niveau joue dès le prochain coup de l’ordinateur, et la partie compte dans vos statistiques sous le plus faible des deux.</translation>
    </message>
</context>
<context>
    <name>PointsGridEditor</name>
    <message>
        <location filename="../app/dialogs/rule_editors.py" line="195"/>
        <source>off</source>
        <comment>a meld worth 0 points</comment>
        <translation>désactivé</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../app/i18n.py" line="37"/>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <location filename="../app/i18n.py" line="38"/>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <location filename="../app/i18n.py" line="39"/>
        <source>Drive</source>
        <translation>Lecteur</translation>
    </message>
    <message>
        <location filename="../app/i18n.py" line="40"/>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../app/qt_texts.py" line="17"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/qt_texts.py" line="18"/>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location filename="../app/dialogs/replay.py" line="506"/>
        <source>You {you} — Computer {them}</source>
        <translation>Vous {you} — Ordinateur {them}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="761"/>
        <source>Step {step} of {steps}</source>
        <translation>Étape {step} sur {steps}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="785"/>
        <source>The deal</source>
        <translation>La distribution</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="809"/>
        <source>Replay of round {number}</source>
        <translation>Revoir la manche {number}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="811"/>
        <source>Replay of {name}</source>
        <translation>Revoir {name}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="813"/>
        <source>Replay of a round</source>
        <translation>Revoir une manche</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="481"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="482"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="796"/>
        <source>{n}. You {action}</source>
        <translation>{n}. Vous {action}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="800"/>
        <source>{n}. The computer {action}</source>
        <translation>{n}. L’ordinateur {action}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="815"/>
        <source>◀◀ Start</source>
        <translation>◀◀ Début</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="816"/>
        <source>◀ Back</source>
        <translation>◀ Reculer</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="817"/>
        <source>Forward ▶</source>
        <translation>Avancer ▶</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="818"/>
        <source>End ▶▶</source>
        <translation>Fin ▶▶</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="819"/>
        <source>One action back (Left arrow)</source>
        <translation>Une action en arrière (flèche gauche)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="820"/>
        <source>One action forward (Right arrow)</source>
        <translation>Une action en avant (flèche droite)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="821"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="822"/>
        <source>Save this round as a record file (JSON)</source>
        <translation>Enregistrer cette manche comme relevé (JSON)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="823"/>
        <source>&amp;Play this deal from the other seat</source>
        <translation>&amp;Rejouer ces cartes à la place de l’adversaire</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="825"/>
        <source>A new game with these cards, you in the computer&apos;s place</source>
        <translation>Une nouvelle partie avec ces cartes, vous à la place de l’ordinateur</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="827"/>
        <source>Re&amp;view</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="829"/>
        <source>Every decision of this round graded by the points it cost</source>
        <translation>Chaque décision de cette manche notée selon les points qu’elle a coûtés</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="831"/>
        <source>&amp;What if…</source>
        <translation>Et s&amp;i…</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="833"/>
        <source>Play on from this point against the computer, the deal as it was</source>
        <translation>Rejouer à partir d’ici contre l’ordinateur, avec la même donne</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="113"/>
        <source>You led:</source>
        <translation>Vous avez entamé&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="114"/>
        <source>The computer led:</source>
        <translation>L’ordinateur a entamé&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="116"/>
        <source>Trick {number}, taken by you:</source>
        <translation>Levée {number}, remportée par vous&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="117"/>
        <source>Trick {number}, taken by the computer:</source>
        <translation>Levée {number}, remportée par l’ordinateur&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/dialogs/replay.py" line="501"/>
        <source>Trumps: {suit}. Stock: %n card(s).</source>
        <translation>
            <numerusform>Atout&#xa0;: {suit}. Pioche&#xa0;: %n carte.</numerusform>
            <numerusform>Atout&#xa0;: {suit}. Pioche&#xa0;: %n cartes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replays</name>
    <message>
        <location filename="../app/window_parts/replays.py" line="55"/>
        <source>Replay a round</source>
        <translation>Revoir une manche</translation>
    </message>
    <message>
        <location filename="../app/window_parts/replays.py" line="56"/>
        <source>Round records and games (*.json *{extension})</source>
        <translation>Relevés de manche et parties (*.json *{extension})</translation>
    </message>
    <message>
        <location filename="../app/window_parts/replays.py" line="73"/>
        <source>This game has no finished round yet.</source>
        <translation>Cette partie n’a encore aucune manche terminée.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/replays.py" line="115"/>
        <source>This round cannot be replayed</source>
        <translation>Impossible de revoir cette manche</translation>
    </message>
    <message>
        <location filename="../app/window_parts/replays.py" line="173"/>
        <source>This round cannot be reviewed</source>
        <translation>Cette manche ne peut pas être analysée</translation>
    </message>
    <message>
        <location filename="../app/window_parts/replays.py" line="237"/>
        <source>round</source>
        <translation>manche</translation>
    </message>
    <message>
        <location filename="../app/window_parts/replays.py" line="239"/>
        <source>Export the round</source>
        <translation>Exporter la manche</translation>
    </message>
    <message>
        <location filename="../app/window_parts/replays.py" line="241"/>
        <source>Round records (*.json)</source>
        <translation>Relevés de manche (*.json)</translation>
    </message>
    <message>
        <location filename="../app/window_parts/replays.py" line="253"/>
        <source>The round was not exported</source>
        <translation>La manche n’a pas été exportée</translation>
    </message>
    <message>
        <location filename="../app/window_parts/replays.py" line="257"/>
        <source>Round exported as {name}.</source>
        <translation>Manche exportée sous le nom {name}.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/replays.py" line="268"/>
        <source>Play this deal again</source>
        <translation>Rejouer cette manche</translation>
    </message>
    <message>
        <location filename="../app/window_parts/replays.py" line="269"/>
        <source>Abandon the game in progress and play this deal from the other seat?</source>
        <translation>Abandonner la partie en cours et rejouer cette manche à la place de l’adversaire&#x202f;?</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="56"/>
        <source>?? blunder</source>
        <translation>?? gaffe</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="58"/>
        <source>? mistake</source>
        <translation>? erreur</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="60"/>
        <source>?! inaccuracy</source>
        <translation>?! imprécision</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="79"/>
        <source>Both hands are known: the endgame is solved exactly.</source>
        <translation>Les deux mains sont connues&#xa0;: la fin de manche est résolue exactement.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="81"/>
        <source>Both hands are known: the endgame is solved exactly for the computer.</source>
        <translation>Les deux mains sont connues&#xa0;: la fin de manche est résolue exactement pour l’ordinateur.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="101"/>
        <source>The search leaned, within its margin of error, to another move: {move}.</source>
        <translation>La recherche penchait, dans sa marge d’erreur, pour un autre coup&#xa0;: {move}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="116"/>
        <source>It was played: your margin over the computer at the round&apos;s end, {value}.</source>
        <translation>C’est le coup joué&#xa0;: votre écart sur l’ordinateur en fin de manche, {value}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="121"/>
        <source>It was played: the computer&apos;s margin at the round&apos;s end, {value}.</source>
        <translation>C’est le coup joué&#xa0;: l’écart de l’ordinateur en fin de manche, {value}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="126"/>
        <source>Your margin over the computer at the round&apos;s end: {best_value} with it, {played_value} as played.</source>
        <translation>Votre écart sur l’ordinateur en fin de manche&#xa0;: {best_value} avec ce choix, {played_value} tel que joué.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="132"/>
        <source>The computer&apos;s margin at the round&apos;s end: {best_value} with it, {played_value} as played.</source>
        <translation>Écart de l’ordinateur en fin de manche&#xa0;: {best_value} avec ce choix, {played_value} tel que joué.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="142"/>
        <source>Exactly {loss} points lost.</source>
        <translation>Exactement {loss} points perdus.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="144"/>
        <source>About {loss} ± {error} points lost.</source>
        <translation>Environ {loss} ± {error} points perdus.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="148"/>
        <source>The difference ({loss} ± {error}) is within the search&apos;s margin of error: no grade.</source>
        <translation>L’écart ({loss} ± {error}) est dans la marge d’erreur de la recherche&#xa0;: pas de note.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="162"/>
        <source>{loss} exact</source>
        <translation>{loss} exactement</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="163"/>
        <source>{loss} ± {error}</source>
        <translation>{loss} ± {error}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="191"/>
        <source>A loss in brackets is within the search&apos;s margin of error: it is not counted.</source>
        <translation>Une perte entre parenthèses est dans la marge d’erreur de la recherche&#xa0;: elle n’est pas comptée.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="105"/>
        <source>Best choice: {move} — {reason}.</source>
        <translation>Meilleur choix&#xa0;: {move} — {reason}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review_rows.py" line="109"/>
        <source>Best choice: {move}.</source>
        <translation>Meilleur choix&#xa0;: {move}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/dialogs/review_rows.py" line="90"/>
        <source>Searched over %n deal(s) you could not rule out.</source>
        <translation>
            <numerusform>Recherche sur %n donne que vous ne pouviez pas exclure.</numerusform>
            <numerusform>Recherche sur %n donnes que vous ne pouviez pas exclure.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/dialogs/review_rows.py" line="92"/>
        <source>Searched over %n deal(s) the computer could not rule out.</source>
        <translation>
            <numerusform>Recherche sur %n donne que l’ordinateur ne pouvait pas exclure.</numerusform>
            <numerusform>Recherche sur %n donnes que l’ordinateur ne pouvait pas exclure.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../app/dialogs/review.py" line="479"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="479"/>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="620"/>
        <source>Play on as if the computer had made its best choice here</source>
        <translation>Rejouer comme si l’ordinateur avait fait ici son meilleur choix</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="659"/>
        <source>Reviewing your decisions and the computer&apos;s…</source>
        <translation>Analyse de vos décisions et de celles de l’ordinateur…</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="661"/>
        <source>Reviewing your decisions…</source>
        <translation>Analyse de vos décisions…</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="675"/>
        <source>In the decisions graded, you lost about {points} points to mistakes.</source>
        <translation>Dans les décisions notées, vos erreurs vous ont coûté environ {points} points.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="677"/>
        <source>You lost about {points} points to mistakes in this round.</source>
        <translation>Vos erreurs vous ont coûté environ {points} points dans cette manche.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="682"/>
        <source>No mistake found in your decisions graded so far.</source>
        <translation>Aucune erreur trouvée dans vos décisions notées jusqu’ici.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="684"/>
        <source>No mistake found in your decisions.</source>
        <translation>Aucune erreur trouvée dans vos décisions.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="692"/>
        <source>In the decisions graded, the computer lost about {points} points to its mistakes.</source>
        <translation>Dans les décisions notées, les erreurs de l’ordinateur lui ont coûté environ {points} points.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="696"/>
        <source>The computer lost about {points} points to its mistakes.</source>
        <translation>Les erreurs de l’ordinateur lui ont coûté environ {points} points.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="701"/>
        <source>No mistake found in the computer&apos;s decisions graded so far.</source>
        <translation>Aucune erreur trouvée dans les décisions de l’ordinateur notées jusqu’ici.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="703"/>
        <source>No mistake found in the computer&apos;s decisions.</source>
        <translation>Aucune erreur trouvée dans les décisions de l’ordinateur.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="720"/>
        <source>The computer made the costlier mistakes and still won the round: it was lucky.</source>
        <translation>L’ordinateur a fait les erreurs les plus coûteuses et a pourtant gagné la manche&#xa0;: il a eu de la chance.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="724"/>
        <source>You made the costlier mistakes and still won the round: you were lucky.</source>
        <translation>Vous avez fait les erreurs les plus coûteuses et avez pourtant gagné la manche&#xa0;: vous avez eu de la chance.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="759"/>
        <source>Review of round {number}</source>
        <translation>Analyse de la manche {number}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="761"/>
        <source>Review of the round</source>
        <translation>Analyse de la manche</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="763"/>
        <source>Show the computer&apos;s decisions too</source>
        <translation>Montrer aussi les décisions de l’ordinateur</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="765"/>
        <source>Once the round is over: grade the computer&apos;s play, and see its luck</source>
        <translation>Une fois la manche finie&#xa0;: noter le jeu de l’ordinateur et voir sa chance</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="767"/>
        <source>Grade the computer&apos;s play too, and see when it was lucky</source>
        <translation>Noter aussi le jeu de l’ordinateur, et voir quand il a eu de la chance</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="770"/>
        <source>&amp;What if…</source>
        <translation>Et s&amp;i…</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="618"/>
        <source>Once the round is over: play on from this decision against the computer</source>
        <translation>Une fois la manche finie&#xa0;: rejouer à partir de cette décision contre l’ordinateur</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="622"/>
        <source>Play on from this decision against the computer, the deal as it was</source>
        <translation>Rejouer à partir de cette décision contre l’ordinateur, avec la même donne</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="774"/>
        <source>Trick</source>
        <translation>Levée</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="775"/>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="776"/>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="777"/>
        <source>Best choice</source>
        <translation>Meilleur choix</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="778"/>
        <source>Points lost</source>
        <translation>Points perdus</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="779"/>
        <source>Grade</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="786"/>
        <source>Expected points of the round&apos;s difference lost against the best choice: exact once the stock is gone, else ± the search&apos;s margin of error (a loss within it, in brackets, is not graded)</source>
        <translation>Points d’écart de la manche perdus en espérance face au meilleur choix&#xa0;: exacts une fois la pioche épuisée, sinon ± la marge d’erreur de la recherche (une perte en deçà, entre parenthèses, n’est pas notée)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/review.py" line="794"/>
        <source>?! inaccuracy: {inaccuracy} points or more; ? mistake: {mistake}; ?? blunder: {blunder}</source>
        <translation>?! imprécision&#xa0;: {inaccuracy} points ou plus&#x202f;; ? erreur&#xa0;: {mistake}&#x202f;; ?? gaffe&#xa0;: {blunder}</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/dialogs/review.py" line="666"/>
        <source>Review stopped: %n decision(s) graded.</source>
        <translation>
            <numerusform>Analyse interrompue&#xa0;: %n décision notée.</numerusform>
            <numerusform>Analyse interrompue&#xa0;: %n décisions notées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewFiles</name>
    <message>
        <location filename="../app/review_files.py" line="64"/>
        <source>the round is no longer in it</source>
        <translation>la manche n’y est plus</translation>
    </message>
    <message>
        <location filename="../app/review_files.py" line="70"/>
        <source>it no longer holds this round</source>
        <translation>il ne contient plus cette manche</translation>
    </message>
    <message>
        <location filename="../app/review_files.py" line="107"/>
        <source>it is the game&apos;s autosave, rewritten at every move</source>
        <translation>c’est la sauvegarde automatique de la partie, réécrite à chaque coup</translation>
    </message>
    <message>
        <location filename="../app/review_files.py" line="114"/>
        <source>The review was not kept in {file}: {reason}.</source>
        <translation>L’analyse n’a pas été conservée dans {file}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../app/review_files.py" line="119"/>
        <source>The review was kept in {file}.</source>
        <translation>L’analyse a été conservée dans {file}.</translation>
    </message>
</context>
<context>
    <name>RoundChooser</name>
    <message>
        <location filename="../app/dialogs/replay.py" line="895"/>
        <source>Replay a round</source>
        <translation>Revoir une manche</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="896"/>
        <source>Finished rounds</source>
        <translation>Manches terminées</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="901"/>
        <source>Round {number}: you {you}, the computer {them}</source>
        <translation>Manche {number}&#xa0;: vous {you}, l’ordinateur {them}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="906"/>
        <source>Choose a finished round of this game, or a file.</source>
        <translation>Choisissez une manche terminée de cette partie, ou un fichier.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="908"/>
        <source>No round of this game is finished yet: choose a file.</source>
        <translation>Aucune manche de cette partie n’est terminée&#xa0;: choisissez un fichier.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="911"/>
        <source>&amp;Replay</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <location filename="../app/dialogs/replay.py" line="914"/>
        <source>From a &amp;file…</source>
        <translation>Depuis un &amp;fichier…</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="120"/>
        <source>Round {number}</source>
        <translation>Manche {number}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="122"/>
        <source>A tie: {points} points each.</source>
        <translation>Égalité&#xa0;: {points} points chacun.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="126"/>
        <source>You win the round, {you} to {them}.</source>
        <translation>Vous gagnez la manche, {you} à {them}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="128"/>
        <source>The computer wins the round, {them} to {you}.</source>
        <translation>L’ordinateur gagne la manche, {them} à {you}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="136"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="156"/>
        <source>Rounds won: you {you}, the computer {them}</source>
        <translation>Manches gagnées&#xa0;: vous {you}, l’ordinateur {them}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="161"/>
        <source>Game: you {you}, the computer {them}</source>
        <translation>Partie&#xa0;: vous {you}, l’ordinateur {them}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="166"/>
        <source>&amp;Review this round</source>
        <translation>&amp;Analyser cette manche</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="168"/>
        <source>Every decision of the round graded by the points it cost</source>
        <translation>Chaque décision de la manche notée selon les points qu’elle a coûtés</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="171"/>
        <source>&amp;See the result</source>
        <translation>&amp;Voir le résultat</translation>
    </message>
    <message>
        <location filename="../app/dialogs/round_summary.py" line="173"/>
        <source>&amp;Next round</source>
        <translation>Manche &amp;suivante</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../app/dialogs/help.py" line="122"/>
        <source>Two piquet packs mixed together: 64 cards. Of two identical cards, the one played first wins.</source>
        <translation>Deux jeux de piquet mélangés&#xa0;: 64 cartes. De deux cartes identiques, la première jouée l’emporte.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="128"/>
        <source>A piquet pack of 32 cards: 7 to Ace in each suit.</source>
        <translation>Un jeu de piquet de 32 cartes&#xa0;: du 7 à l’As dans chaque couleur.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="129"/>
        <source>In each suit, strongest first: {order}.</source>
        <translation>Dans chaque couleur, de la plus forte à la plus faible&#xa0;: {order}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="136"/>
        <source>The cards</source>
        <translation>Les cartes</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="140"/>
        <source>Cards won in tricks score for the player who won them; the others score nothing:</source>
        <translation>Les cartes gagnées dans les levées rapportent des points à celui qui les a remportées&#x202f;; les autres ne valent rien&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/dialogs/help.py" line="153"/>
        <source>The dealer deals %n card(s) to each player and turns the next card face up: its suit is trumps.</source>
        <translation>
            <numerusform>Le donneur distribue %n carte à chacun et retourne la suivante&#xa0;: sa couleur est l’atout.</numerusform>
            <numerusform>Le donneur distribue %n cartes à chacun et retourne la suivante&#xa0;: sa couleur est l’atout.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/dialogs/help.py" line="160"/>
        <source>The stock is the rest of the pack: %n card(s), face down.</source>
        <translation>
            <numerusform>La pioche est le reste du paquet&#xa0;: %n carte, face cachée.</numerusform>
            <numerusform>La pioche est le reste du paquet&#xa0;: %n cartes, face cachée.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="166"/>
        <source>The other player leads the first trick. The trick goes to the higher trump, or else to the higher card of the suit led. Its winner leads the next one.</source>
        <translation>L’autre joueur entame la première levée. La levée va au plus fort atout, sinon à la plus forte carte de la couleur demandée. Celui qui la remporte entame la suivante.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="173"/>
        <source>While the stock lasts, you may play any card: there is no need to follow suit or to trump.</source>
        <translation>Tant qu’il reste des cartes dans la pioche, on peut jouer n’importe quelle carte&#xa0;: il n’est pas obligatoire de fournir ni de couper.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="180"/>
        <source>After each trick the winner draws the top card of the stock, then the other player. When the winner draws the last card, the other player takes the turned-up card.</source>
        <translation>Après chaque levée, le gagnant pioche la carte du dessus, puis l’autre joueur. Quand le gagnant tire la dernière carte, l’autre joueur prend la carte retournée.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="191"/>
        <source>The winner of the trick that empties the stock scores {points}.</source>
        <translation>Le gagnant de la levée qui épuise la pioche marque {points}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="199"/>
        <source>The player who takes the turned-up card scores {points}.</source>
        <translation>Le joueur qui prend la carte retournée marque {points}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="204"/>
        <source>The deal and the first tricks</source>
        <translation>La donne et les premières levées</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="208"/>
        <source>Melds</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="224"/>
        <source>After winning a trick, before drawing, you may declare melds from your hand: they score at once.</source>
        <translation>Après avoir remporté une levée, avant de piocher, vous pouvez annoncer des combinaisons de votre main&#xa0;: elles marquent aussitôt.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="231"/>
        <source>Melded cards are shown on the table but stay in your hand and can be played. A card may serve again in another meld, but the same cards cannot be declared together twice.</source>
        <translation>Les cartes annoncées sont exposées sur la table mais restent dans votre main et peuvent être jouées. Une carte peut resservir dans une autre annonce, mais les mêmes cartes ne peuvent pas être annoncées ensemble deux fois.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/dialogs/help.py" line="249"/>
        <source>At most %n meld(s) may be declared per trick won.</source>
        <translation>
            <numerusform>Au plus une annonce par levée gagnée.</numerusform>
            <numerusform>Au plus %n annonces par levée gagnée.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="255"/>
        <source>Melds may be declared in the last tricks as well.</source>
        <translation>Les annonces sont permises aussi pendant les dernières levées.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="258"/>
        <source>No melds are declared once the stock is empty.</source>
        <translation>Plus aucune annonce une fois la pioche épuisée.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="269"/>
        <source>After winning a trick, while the turned-up card is still on the table, the holder of the 7 of trumps may exchange it for that card.</source>
        <translation>Après avoir remporté une levée, tant que la carte retournée est sur la table, le détenteur du 7 d’atout peut l’échanger contre elle.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="277"/>
        <source>Whenever it is your turn, while the turned-up card is still on the table, you may exchange the 7 of trumps for it.</source>
        <translation>À tout moment de votre tour, tant que la carte retournée est sur la table, vous pouvez l’échanger contre le 7 d’atout.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="284"/>
        <source>The 7 of trumps cannot be exchanged.</source>
        <translation>Le 7 d’atout ne s’échange pas.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="286"/>
        <source>The exchange scores {points}.</source>
        <translation>L’échange rapporte {points}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="290"/>
        <source>The exchange scores nothing: it only brings the better card.</source>
        <translation>L’échange ne rapporte rien&#xa0;: il ne fait que donner la meilleure carte.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="302"/>
        <source>If the turned-up card is a 7, the dealer scores {points}.</source>
        <translation>Si la carte retournée est un 7, le donneur marque {points}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="308"/>
        <source>Otherwise, whoever plays the 7 of trumps in a trick scores {points}, whether or not they win the trick.</source>
        <translation>Sinon, celui qui joue le 7 d’atout dans une levée marque {points}, qu’il gagne la levée ou non.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="320"/>
        <source>The 7 of trumps scores at most once a round.</source>
        <translation>Le 7 d’atout ne rapporte qu’une fois par manche.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="294"/>
        <source>With two packs, once one 7 of trumps lies on the table the other is shown instead, and kept in hand; it scores as the exchange does.</source>
        <translation>Avec deux jeux, une fois qu’un 7 d’atout est sur la table, l’autre se montre au lieu de s’échanger et reste en main&#x202f;; il rapporte autant que l’échange.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="216"/>
        <source>Nothing is declared. A King and a Queen of the same suit among the cards a player won in tricks count as a marriage, scored as soon as both are won:</source>
        <translation>Rien n’est annoncé. Un Roi et une Dame de même couleur parmi les cartes gagnées par un joueur comptent comme un mariage, marqué dès que les deux sont gagnés&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="317"/>
        <source>Each of the two 7s of trumps scores at most once a round.</source>
        <translation>Chacun des deux 7 d’atout ne rapporte qu’une fois par manche.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="323"/>
        <source>Each 7 of trumps won in a trick scores {points}.</source>
        <translation>Chaque 7 d’atout gagné dans une levée rapporte {points}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="328"/>
        <source>The 7 of trumps</source>
        <translation>Le 7 d’atout</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/dialogs/help.py" line="335"/>
        <source>Once the stock is empty, the cards in hand are played out: %n more trick(s). Both hands are then known to both players.</source>
        <translation>
            <numerusform>Une fois la pioche épuisée, on joue la dernière levée. Chaque joueur connaît alors les deux mains.</numerusform>
            <numerusform>Une fois la pioche épuisée, on joue les %n dernières levées. Chaque joueur connaît alors les deux mains.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="344"/>
        <source>You may still play any card: there is no duty.</source>
        <translation>On peut toujours jouer n’importe quelle carte&#xa0;: aucune obligation.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="346"/>
        <source>You must follow suit if you can.</source>
        <translation>Il faut fournir à la couleur demandée si possible.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="349"/>
        <source>When you follow suit, you must beat the card led if you can.</source>
        <translation>Quand on fournit, il faut monter sur la carte jouée si possible.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="355"/>
        <source>When trumps are led, you must play a higher trump if you can.</source>
        <translation>Quand l’atout est demandé, il faut monter à l’atout si possible.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="362"/>
        <source>If you cannot follow suit, you must trump if you can; otherwise play any card.</source>
        <translation>Si l’on ne peut pas fournir, il faut couper si possible&#x202f;; sinon, on joue n’importe quelle carte.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="370"/>
        <source>If you cannot follow suit, you may play any card.</source>
        <translation>Si l’on ne peut pas fournir, on joue n’importe quelle carte.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="374"/>
        <source>The winner of the last trick scores {points}.</source>
        <translation>Le gagnant de la dernière levée marque {points}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/dialogs/help.py" line="380"/>
        <source>A player who wins every trick once the stock is empty (%n trick(s)) scores {points} instead.</source>
        <translation>
            <numerusform>Un joueur qui remporte la dernière levée marque {points} à la place.</numerusform>
            <numerusform>Un joueur qui remporte les %n dernières levées marque {points} à la place.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/dialogs/help.py" line="388"/>
        <source>A player who wins every trick once the stock is empty (%n trick(s)) also scores {points}.</source>
        <translation>
            <numerusform>Un joueur qui remporte la dernière levée marque en plus {points}.</numerusform>
            <numerusform>Un joueur qui remporte les %n dernières levées marque en plus {points}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="399"/>
        <source>The last tricks</source>
        <translation>Les dernières levées</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="406"/>
        <source>Each round is won by the player with more points in it (a tie counts for nobody). The first player to win {rounds} rounds wins the game.</source>
        <translation>Chaque manche est gagnée par le joueur qui y marque le plus de points (une égalité ne compte pour personne). Le premier à gagner {rounds} manches gagne la partie.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="412"/>
        <source>Rounds are played until a player&apos;s total reaches {target}. If both do in the same round, the higher total wins; on equal totals, another round is played.</source>
        <translation>On joue des manches jusqu’à ce que le total d’un joueur atteigne {target}. Si les deux l’atteignent dans la même manche, le plus haut total l’emporte&#x202f;; en cas d’égalité, on joue une manche de plus.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="418"/>
        <source>The winner of a round deals the next one (after a tie, the other player).</source>
        <translation>Le gagnant d’une manche distribue la suivante (après une égalité, c’est l’autre joueur).</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="422"/>
        <source>The players deal in turn.</source>
        <translation>Les joueurs distribuent à tour de rôle.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="424"/>
        <source>Winning the game</source>
        <translation>Gagner la partie</translation>
    </message>
    <message>
        <location filename="../app/dialogs/help.py" line="238"/>
        <source>Melded cards are shown on the table but stay in your hand and can be played. A card may serve again in melds of other kinds, never twice in melds of the same kind; a trump marriage may grow into the trump sequence, but a sequence cannot later give its marriage.</source>
        <translation>Les cartes annoncées sont posées sur la table mais restent dans votre main et peuvent être jouées. Une carte peut resservir dans des combinaisons d’autres sortes, jamais deux fois dans des combinaisons de la même sorte&#x202f;; un mariage d’atout peut devenir la quinte d’atout, mais une quinte déclarée ne peut plus donner son mariage.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../app/dialogs/help.py" line="458"/>
        <source>Rules of the game</source>
        <translation>Règles du jeu</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../app/dialogs/rules_page.py" line="296"/>
        <source>These rules cannot be used: {reason}.</source>
        <translation>Ces règles ne peuvent pas être utilisées&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/rules_page.py" line="343"/>
        <source>Pre&amp;set:</source>
        <translation>Varia&amp;nte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/rules_page.py" line="346"/>
        <source>custom</source>
        <comment>rules changed from the preset</comment>
        <translation>personnalisées</translation>
    </message>
    <message>
        <location filename="../app/dialogs/rules_page.py" line="347"/>
        <source>Some options differ from the preset.</source>
        <translation>Certaines options diffèrent de la variante choisie.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/rules_page.py" line="348"/>
        <source>Reset to &amp;preset</source>
        <translation>Revenir à la &amp;variante</translation>
    </message>
    <message>
        <location filename="../app/dialogs/rules_page.py" line="349"/>
        <source>Put every option back to the preset&apos;s value.</source>
        <translation>Remettre toutes les options aux valeurs de la variante.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/rules_page.py" line="351"/>
        <source>A game is in progress: rule changes apply from the next game.</source>
        <translation>Une partie est en cours&#xa0;: les changements de règles s’appliqueront à la prochaine partie.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/rules_page.py" line="362"/>
        <source>{label}:</source>
        <comment>a label before its field</comment>
        <translation>{label}&#xa0;:</translation>
    </message>
</context>
<context>
    <name>SaveBanner</name>
    <message>
        <location filename="../app/save_banner.py" line="38"/>
        <source>Saving problem</source>
        <translation>Problème d’enregistrement</translation>
    </message>
    <message>
        <location filename="../app/save_banner.py" line="48"/>
        <source>Your game is not being saved: {reason} Use Game ▸ Save as to keep it elsewhere; this message goes away once saving works again.</source>
        <translation>Votre partie n’est pas enregistrée&#xa0;: {reason} Utilisez Partie ▸ Enregistrer sous pour la garder ailleurs&#x202f;; ce message disparaît dès que l’enregistrement fonctionne de nouveau.</translation>
    </message>
    <message>
        <location filename="../app/save_banner.py" line="53"/>
        <source>Your game is not being saved: {reason} Folder: {folder}. Use Game ▸ Save as to keep it elsewhere; this message goes away once saving works again.</source>
        <translation>Votre partie n’est pas enregistrée&#xa0;: {reason} Dossier&#xa0;: {folder}. Utilisez Partie ▸ Enregistrer sous pour la garder ailleurs&#x202f;; ce message disparaît dès que l’enregistrement fonctionne de nouveau.</translation>
    </message>
    <message>
        <location filename="../app/save_banner.py" line="79"/>
        <source>Your game is not being saved automatically in this session: {reason} Folder: {folder}. Use Game ▸ Save as to keep this game.</source>
        <translation>Votre partie n’est pas enregistrée automatiquement pendant cette session&#xa0;: {reason} Dossier&#xa0;: {folder}. Utilisez Partie ▸ Enregistrer sous pour garder cette partie.</translation>
    </message>
    <message>
        <location filename="../app/save_banner.py" line="84"/>
        <source>Your game is not being saved automatically: the earlier autosave cannot be read, so it is not written over. Use Game ▸ Save as to keep this game.</source>
        <translation>Votre partie n’est pas enregistrée automatiquement&#xa0;: l’enregistrement automatique précédent ne peut pas être lu, il n’est donc pas écrasé. Utilisez Partie ▸ Enregistrer sous pour garder cette partie.</translation>
    </message>
    <message>
        <location filename="../app/save_banner.py" line="89"/>
        <source>Your game is not being saved automatically: the earlier autosave could not be moved aside, so it is not written over. Use Game ▸ Save as to keep this game.</source>
        <translation>Votre partie n’est pas enregistrée automatiquement&#xa0;: l’enregistrement automatique précédent n’a pas pu être mis de côté, il n’est donc pas écrasé. Utilisez Partie ▸ Enregistrer sous pour garder cette partie.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <location filename="../app/savegame.py" line="119"/>
        <source>The saved game</source>
        <translation>La partie enregistrée</translation>
    </message>
    <message>
        <location filename="../app/savegame.py" line="122"/>
        <source>{file} is not a usable saved game: {reason}.</source>
        <translation>{file} n’est pas une partie enregistrée utilisable&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../app/savegame.py" line="129"/>
        <source>it is not a Marjolet Qt game</source>
        <translation>ce n’est pas une partie de Marjolet Qt</translation>
    </message>
    <message>
        <location filename="../app/savegame.py" line="133"/>
        <source>it holds no game</source>
        <translation>il ne contient aucune partie</translation>
    </message>
    <message>
        <location filename="../app/savegame.py" line="136"/>
        <source>it does not say which opponent the game is against</source>
        <translation>il ne dit pas contre quel adversaire la partie se joue</translation>
    </message>
    <message>
        <location filename="../app/savegame.py" line="139"/>
        <source>unknown opponent level {level}</source>
        <translation>niveau d’adversaire inconnu&#xa0;: {level}</translation>
    </message>
    <message>
        <location filename="../app/savegame.py" line="148"/>
        <source>it does not seat you where the game does</source>
        <translation>il ne vous place pas là où le jeu vous place</translation>
    </message>
    <message>
        <location filename="../app/savegame.py" line="153"/>
        <source>the date it was saved is not valid</source>
        <translation>sa date d’enregistrement n’est pas valide</translation>
    </message>
    <message>
        <location filename="../app/savegame.py" line="150"/>
        <source>the number of undos is not valid</source>
        <translation>le nombre de coups repris n’est pas valable</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../app/window_parts/files.py" line="129"/>
        <location filename="../app/window_parts/files.py" line="322"/>
        <location filename="../app/window_parts/files.py" line="366"/>
        <source>Unfinished game</source>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="130"/>
        <source>Resume the game you were playing?</source>
        <translation>Reprendre la partie que vous jouiez&#x202f;?</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="149"/>
        <source>The unfinished game could not be moved; it is not overwritten.</source>
        <translation>La partie inachevée n’a pas pu être déplacée&#x202f;; elle n’est pas écrasée.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="345"/>
        <source>Your last autosave cannot be read; the one before it, from {when}, can be restored.</source>
        <translation>Votre dernier enregistrement automatique est illisible&#x202f;; le précédent, du {when}, peut être restauré.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="358"/>
        <source>The unreadable one was kept as {name}.</source>
        <translation>Le fichier illisible a été conservé sous le nom {name}.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="394"/>
        <source>The unfinished game was kept as “{name}” (Game ▸ Open).</source>
        <translation>La partie inachevée a été conservée sous le nom «&#xa0;{name}&#xa0;» (Partie ▸ Ouvrir).</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="311"/>
        <source>The file was kept as {name}.</source>
        <translation>Le fichier a été conservé sous le nom {name}.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="251"/>
        <source>You played on in {name} after it was saved.</source>
        <translation>Vous avez continué la partie {name} après son enregistrement.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="255"/>
        <source>Where you left off:</source>
        <translation>Là où vous en étiez&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="259"/>
        <source>As saved:</source>
        <translation>Telle qu’enregistrée&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="263"/>
        <source>&amp;Continue where I left off</source>
        <translation>&amp;Continuer là où j’en étais</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="264"/>
        <source>&amp;Open it as saved</source>
        <translation>&amp;Ouvrir telle qu’enregistrée</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="313"/>
        <source>The game will not be saved automatically.</source>
        <translation>La partie ne sera pas enregistrée automatiquement.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="318"/>
        <source>The autosave before it, written by a newer version, was kept as {name}.</source>
        <translation>L’enregistrement automatique d’avant, écrit par une version plus récente, a été conservé sous le nom {name}.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="334"/>
        <source>Your last autosave is missing; the one before it, from {when}, can be restored.</source>
        <translation>Votre dernier enregistrement automatique est introuvable&#x202f;; le précédent, du {when}, peut être restauré.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="338"/>
        <source>Your last autosave was written by a newer version of Marjolet Qt; the one before it, from {when}, can be restored.</source>
        <translation>Votre dernier enregistrement automatique a été écrit par une version plus récente de Marjolet Qt&#x202f;; le précédent, du {when}, peut être restauré.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="349"/>
        <source>Restore it?</source>
        <translation>Le restaurer&#x202f;?</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="352"/>
        <source>The newer version&apos;s file was kept as {name}.</source>
        <translation>Le fichier de la version plus récente a été conservé sous le nom {name}.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="390"/>
        <source>unfinished game</source>
        <translation>partie inachevée</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="423"/>
        <source>Marjolet</source>
        <translation>Marjolet</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="427"/>
        <source>{name}[*] — Marjolet</source>
        <translation>{name}[*] — Marjolet</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="484"/>
        <source>Marjolet games (*{extension})</source>
        <translation>Parties de Marjolet (*{extension})</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="492"/>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="495"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="520"/>
        <source>The file has changed</source>
        <translation>Le fichier a changé</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="521"/>
        <source>{name} no longer holds this game as it was saved or opened.</source>
        <translation>{name} ne contient plus cette partie telle qu’elle a été enregistrée ou ouverte.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="526"/>
        <source>Another program, or another game copied there, changed it. Save this game under another name, or replace what the file holds now?</source>
        <translation>Un autre programme, ou une autre partie copiée à sa place, l’a modifié. Enregistrer cette partie sous un autre nom, ou remplacer ce que le fichier contient maintenant&#x202f;?</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="531"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="532"/>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="558"/>
        <source>The game was not saved</source>
        <translation>La partie n’a pas été enregistrée</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="564"/>
        <source>Game saved as {name}.</source>
        <translation>Partie enregistrée sous le nom {name}.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="250"/>
        <location filename="../app/window_parts/files.py" line="570"/>
        <location filename="../app/window_parts/files.py" line="637"/>
        <location filename="../app/window_parts/files.py" line="662"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="571"/>
        <source>Round records (*.json)</source>
        <translation>Relevés de manche (*.json)</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="608"/>
        <source>To open {name}, close the window on top, then choose Game ▸ Open.</source>
        <translation>Pour ouvrir {name}, fermez la fenêtre du dessus, puis choisissez Partie ▸ Ouvrir.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="611"/>
        <source>To open {name}, close the window on top, then choose Game ▸ Open for each.</source>
        <translation>Pour ouvrir {name}, fermez la fenêtre du dessus, puis choisissez Partie ▸ Ouvrir pour chacune.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="639"/>
        <source>{name} is one of the files the game writes by itself as you play: your game in progress is already open.</source>
        <translation>{name} est l’un des fichiers que le jeu écrit de lui-même à mesure que vous jouez&#xa0;: votre partie en cours est déjà ouverte.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="648"/>
        <source>This game cannot be opened</source>
        <translation>Impossible d’ouvrir cette partie</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="657"/>
        <source>{name} is the game on the table.</source>
        <translation>{name} est la partie en cours.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="663"/>
        <source>Abandon the game in progress and continue {name}?</source>
        <translation>Abandonner la partie en cours et reprendre {name}&#x202f;?</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="687"/>
        <source>This game is over.</source>
        <translation>Cette partie est terminée.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/files.py" line="696"/>
        <source>The game is being saved again.</source>
        <translation>La partie est de nouveau enregistrée.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../app/scoresheet.py" line="326"/>
        <source>target</source>
        <translation>objectif</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message numerus="yes">
        <location filename="../app/scoresheet.py" line="464"/>
        <source>First to win %Ln round(s)</source>
        <translation>
            <numerusform>Premier à gagner %Ln manche</numerusform>
            <numerusform>Premier à gagner %Ln manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/scoresheet.py" line="467"/>
        <source>First to %Ln point(s)</source>
        <translation>
            <numerusform>Premier à %Ln point</numerusform>
            <numerusform>Premier à %Ln points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/scoresheet.py" line="474"/>
        <source>Round {number} — finished</source>
        <translation>Manche {number} — terminée</translation>
    </message>
    <message>
        <location filename="../app/scoresheet.py" line="476"/>
        <source>Round {number} — in progress</source>
        <translation>Manche {number} — en cours</translation>
    </message>
    <message>
        <location filename="../app/scoresheet.py" line="537"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../app/scoresheet.py" line="538"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../app/scoresheet.py" line="539"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../app/settings.py" line="124"/>
        <source>the settings are not a JSON object</source>
        <translation>les réglages ne sont pas un objet JSON</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="130"/>
        <source>unknown setting {name} ignored</source>
        <translation>réglage inconnu {name} ignoré</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="164"/>
        <source>rules: {reason}</source>
        <translation>règles&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="226"/>
        <source>{name} must be a folder name, not {value}</source>
        <translation>{name} doit être un nom de dossier, pas {value}</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="233"/>
        <source>window_geometry must be a window geometry in base64, not {value}</source>
        <translation>window_geometry doit être une géométrie de fenêtre en base64, pas {value}</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="239"/>
        <source>rules must be a rule set, not {value}</source>
        <translation>les règles doivent être un jeu de règles, et non {value}</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="358"/>
        <source>The settings saved before, from {when}, are used.</source>
        <translation>Les réglages enregistrés auparavant, du {when}, sont utilisés.</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="365"/>
        <source>The default settings are used.</source>
        <translation>Les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="400"/>
        <source>Your settings are not saved in this session, so as not to write over {file}.</source>
        <translation>Vos réglages ne sont pas enregistrés pendant cette session, pour ne pas écraser {file}.</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="432"/>
        <source>Your settings are not saved in this session.</source>
        <translation>Vos réglages ne sont pas enregistrés pendant cette session.</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="435"/>
        <source>The file is left as it is, and your settings are not saved in this session.</source>
        <translation>Le fichier est laissé tel quel, et vos réglages ne sont pas enregistrés pendant cette session.</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="440"/>
        <source>The original file {file} could not be moved aside, so your settings are not saved in this session.</source>
        <translation>Le fichier d’origine {file} n’a pas pu être mis de côté&#xa0;: vos réglages ne sont donc pas enregistrés pendant cette session.</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="179"/>
        <source>{name} must be one of {choices}, not {value}</source>
        <translation>{name} doit valoir l’une des valeurs {choices}, et non {value}</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="192"/>
        <source>hard_think_time must be a number of seconds from {low} to {high}, not {value}</source>
        <translation>hard_think_time doit être un nombre de secondes entre {low} et {high}, et non {value}</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="206"/>
        <source>score_sheet_size must be a whole number of pixels from {low} to {high}, not {value}</source>
        <translation>score_sheet_size doit être un nombre entier de pixels entre {low} et {high}, et non {value}</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="219"/>
        <source>{name} must be true or false, not {value}</source>
        <translation>{name} doit valoir true ou false, et non {value}</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="344"/>
        <source>Your settings cannot be kept: {reason} ({folder}). They last until you quit.</source>
        <translation>Vos réglages ne peuvent pas être conservés&#xa0;: {reason} ({folder}). Ils valent jusqu’à ce que vous quittiez le jeu.</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="411"/>
        <source>Some of your settings could not be used ({reason}); defaults are used for them.</source>
        <translation>Certains de vos réglages sont inutilisables ({reason})&#x202f;; les valeurs par défaut les remplacent.</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="421"/>
        <source>The original file and its backup were kept as {file} and {backup}.</source>
        <translation>Le fichier d’origine et sa sauvegarde ont été conservés sous les noms {file} et {backup}.</translation>
    </message>
    <message>
        <location filename="../app/settings.py" line="428"/>
        <source>The original file was kept as {file}.</source>
        <translation>Le fichier d’origine a été conservé sous le nom {file}.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="335"/>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="336"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="337"/>
        <source>&amp;Opponent</source>
        <translation>&amp;Adversaire</translation>
    </message>
    <message>
        <location filename="../app/dialogs/settings_dialog.py" line="338"/>
        <source>&amp;Display</source>
        <translation>A&amp;ffichage</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../app/statistics.py" line="435"/>
        <source>Statistics are not recorded in this version.</source>
        <translation>Les statistiques ne sont pas tenues dans cette version.</translation>
    </message>
    <message>
        <location filename="../app/statistics.py" line="446"/>
        <source>The statistics saved before, from {when}, are used.</source>
        <translation>Les statistiques enregistrées auparavant, du {when}, sont utilisées.</translation>
    </message>
    <message>
        <location filename="../app/statistics.py" line="452"/>
        <source>The statistics saved before, from {when}, were restored.</source>
        <translation>Les statistiques enregistrées auparavant, du {when}, ont été restaurées.</translation>
    </message>
    <message>
        <location filename="../app/statistics.py" line="458"/>
        <source>The statistics saved before it, from {when}, were restored; the damaged file was kept as {name}.</source>
        <translation>Les statistiques enregistrées auparavant, du {when}, ont été restaurées&#x202f;; le fichier endommagé a été conservé sous le nom {name}.</translation>
    </message>
    <message>
        <location filename="../app/statistics.py" line="466"/>
        <source>Statistics start afresh; the old file was kept as {name}.</source>
        <translation>Les statistiques repartent de zéro&#x202f;; l’ancien fichier a été conservé sous le nom {name}.</translation>
    </message>
    <message>
        <location filename="../app/statistics.py" line="474"/>
        <source>Statistics are not saved in this session, so as not to write over the file.</source>
        <translation>Les statistiques ne sont pas enregistrées pendant cette session, pour ne pas écraser le fichier.</translation>
    </message>
    <message>
        <location filename="../app/statistics.py" line="479"/>
        <source>The damaged file could not be moved aside, so statistics are not saved in this session.</source>
        <translation>Le fichier endommagé n’a pas pu être mis de côté&#xa0;: les statistiques ne sont donc pas enregistrées pendant cette session.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="163"/>
        <source>All levels and rules</source>
        <translation>Tous niveaux et toutes règles</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="178"/>
        <source>{level} opponent — {preset}</source>
        <translation>Adversaire&#xa0;: {level} — {preset}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="248"/>
        <source>None yet.</source>
        <translation>Aucune pour l’instant.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="253"/>
        <source>won</source>
        <translation>gagnées</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="253"/>
        <source>lost</source>
        <translation>perdues</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="266"/>
        <source>Reset the statistics</source>
        <translation>Remettre les statistiques à zéro</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="267"/>
        <source>Forget every game and round counted so far, at every level and rule set?</source>
        <translation>Oublier toutes les parties et manches comptées jusqu’ici, à tous les niveaux et pour toutes les règles&#x202f;?</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="282"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="283"/>
        <source>&amp;Opponent and rules:</source>
        <translation>&amp;Adversaire et règles&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="284"/>
        <source>Your record</source>
        <translation>Votre bilan</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="203"/>
        <source>{won} of {played} ({percent} %)</source>
        <translation>{won} sur {played} ({percent}&#xa0;%)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="176"/>
        <source>{level} opponent — {preset}, with options of your own</source>
        <translation>Adversaire&#xa0;: {level} — {preset}, avec vos propres options</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="202"/>
        <source>none finished yet</source>
        <translation>aucune terminée pour l’instant</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="286"/>
        <source>Games won:</source>
        <translation>Parties gagnées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="287"/>
        <source>Games given up:</source>
        <translation>Parties abandonnées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="288"/>
        <source>Rounds won:</source>
        <translation>Manches gagnées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="289"/>
        <source>Average points per round:</source>
        <translation>Points par manche en moyenne&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="290"/>
        <source>Best round:</source>
        <translation>Meilleure manche&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="291"/>
        <source>Capots (every last trick):</source>
        <translation>Capots (toutes les dernières levées)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="292"/>
        <source>Moves taken back:</source>
        <translation>Coups repris&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="293"/>
        <source>Your melds</source>
        <translation>Vos combinaisons</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="294"/>
        <source>Games won and lost (running count)</source>
        <translation>Parties gagnées et perdues (cumul)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="296"/>
        <source>Points per round (last {count})</source>
        <translation>Points par manche ({count} dernières)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="298"/>
        <source>No round finished yet with this opponent and rules.</source>
        <translation>Aucune manche terminée avec cet adversaire et ces règles.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="299"/>
        <source>No game finished yet.</source>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="300"/>
        <source>No round finished yet.</source>
        <translation>Aucune manche terminée pour l’instant.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="301"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Remettre à zéro…</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="313"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="314"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="315"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../app/dialogs/statistics_dialog.py" line="316"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>StatisticsKeeping</name>
    <message>
        <location filename="../app/window_parts/stats.py" line="72"/>
        <source>Statistics not saved: {reason}</source>
        <translation>Statistiques non enregistrées&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../app/storage.py" line="155"/>
        <source>Could not save {file}: a file stands where the folder {folder} should be.</source>
        <translation>Impossible d’enregistrer {file}&#xa0;: un fichier occupe la place du dossier {folder}.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="167"/>
        <source>Could not save {file}: the folder {folder} is read-only.</source>
        <translation>Impossible d’enregistrer {file}&#xa0;: le dossier {folder} est en lecture seule.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="152"/>
        <location filename="../app/storage.py" line="169"/>
        <source>Could not save {file}: {reason}.</source>
        <translation>Impossible d’enregistrer {file}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="371"/>
        <source>{file} does not exist.</source>
        <translation>{file} n’existe pas.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="376"/>
        <source>Could not read {file}: {reason}.</source>
        <translation>Impossible de lire {file}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="465"/>
        <source>{file} is damaged ({reason}).</source>
        <translation>{file} est endommagé ({reason}).</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="113"/>
        <source>permission denied</source>
        <translation>accès refusé</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="115"/>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="117"/>
        <source>its links lead round in a circle</source>
        <translation>ses liens tournent en rond</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="119"/>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="121"/>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="123"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="125"/>
        <source>too many files are open</source>
        <translation>trop de fichiers sont ouverts</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="127"/>
        <source>the disk could not be read or written</source>
        <translation>le disque n’a pu être lu ou écrit</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="129"/>
        <source>the file is in use</source>
        <translation>le fichier est utilisé</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="131"/>
        <source>the device is not there</source>
        <translation>le périphérique est absent</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="133"/>
        <source>part of its path is a file, not a folder</source>
        <translation>une partie de son chemin est un fichier, pas un dossier</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="135"/>
        <source>the network folder cannot be reached</source>
        <translation>le dossier réseau est injoignable</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="137"/>
        <source>the disk did not answer in time</source>
        <translation>le disque n’a pas répondu à temps</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="146"/>
        <source>Could not save {file}: it is a device, a pipe or a socket.</source>
        <translation>Impossible d’enregistrer {file}&#xa0;: c’est un périphérique, un tube ou un socket.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="148"/>
        <source>Could not save {file}: the folder {folder} does not exist.</source>
        <translation>Impossible d’enregistrer {file}&#xa0;: le dossier {folder} n’existe pas.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="161"/>
        <source>Could not save {file}: the file is protected against changes (read-only, or locked by the system or another program).</source>
        <translation>Impossible d’enregistrer {file}&#xa0;: le fichier est protégé contre les modifications (lecture seule, ou verrouillé par le système ou un autre programme).</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="205"/>
        <source>Could not save {file}: it would hold a name that is not text.</source>
        <translation>Impossible d’enregistrer {file}&#xa0;: il contiendrait un nom qui n’est pas du texte valide.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="227"/>
        <source>Could not save {file}: it would be larger than {size} MB.</source>
        <translation>Impossible d’enregistrer {file}&#xa0;: le fichier dépasserait {size}&#xa0;Mo.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="429"/>
        <source>a saved game</source>
        <translation>une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="430"/>
        <source>a round record</source>
        <translation>un relevé de manche</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="431"/>
        <source>the game&apos;s settings</source>
        <translation>les réglages du jeu</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="432"/>
        <source>the game&apos;s statistics</source>
        <translation>les statistiques du jeu</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="440"/>
        <source>a saved game or a round record</source>
        <translation>une partie enregistrée ou un relevé de manche</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="447"/>
        <source>{file} holds {found}, not {expected}.</source>
        <translation>{file} contient {found}, et non {expected}.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="456"/>
        <source>{file} holds neither a saved game nor a round record.</source>
        <translation>{file} ne contient ni partie enregistrée ni relevé de manche.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="458"/>
        <source>{file} does not hold {expected}.</source>
        <translation>{file} ne contient pas {expected}.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="474"/>
        <source>{file} is a folder, not a file.</source>
        <translation>{file} est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="476"/>
        <source>{file} is not a regular file.</source>
        <translation>{file} n’est pas un fichier ordinaire.</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="555"/>
        <source>a folder on its way ({path}) is a link to a place that does not exist (a drive not plugged in?)</source>
        <translation>un dossier sur son chemin ({path}) est un lien vers un emplacement qui n’existe pas (un disque non branché&#x202f;?)</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="560"/>
        <source>the folder is a link to a place that does not exist (a drive not plugged in?)</source>
        <translation>le dossier est un lien vers un emplacement qui n’existe pas (un disque non branché&#x202f;?)</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="566"/>
        <source>the folder is a link, and its links lead round in a circle</source>
        <translation>le dossier est un lien, et ses liens tournent en rond</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="570"/>
        <source>a file stands where the folder should be</source>
        <translation>un fichier se trouve à la place du dossier</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="531"/>
        <source>the folder cannot be created ({reason})</source>
        <translation>le dossier ne peut pas être créé ({reason})</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="537"/>
        <source>the folder exists but cannot be written to</source>
        <translation>le dossier existe mais on ne peut pas y écrire</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="485"/>
        <source>it is larger than {size} MB</source>
        <translation>il dépasse {size} Mo</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="489"/>
        <source>it is empty</source>
        <translation>il est vide</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="491"/>
        <source>it is not text</source>
        <translation>ce n’est pas du texte</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="493"/>
        <source>not valid JSON at line {line}, column {column}</source>
        <translation>JSON invalide à la ligne {line}, colonne {column}</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="497"/>
        <source>it nests lists or objects too deeply</source>
        <translation>il imbrique trop profondément des listes ou des objets</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="499"/>
        <source>it holds a number out of range</source>
        <translation>il contient un nombre hors limites</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="512"/>
        <source>a required field is missing</source>
        <translation>un champ obligatoire manque</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="514"/>
        <source>a field has the wrong type</source>
        <translation>un champ n’a pas le bon type</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="516"/>
        <source>it does not have the expected form</source>
        <translation>il n’a pas la forme attendue</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="383"/>
        <source>it does not hold a JSON object</source>
        <translation>il ne contient pas d’objet JSON</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="390"/>
        <source>its schema number {found} is not valid</source>
        <translation>son numéro de format {found} n’est pas valide</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="400"/>
        <source>{file} was written by a newer version of Marjolet Qt (format {found}; this version reads up to {supported}).</source>
        <translation>{file} a été écrit par une version plus récente de Marjolet Qt (format {found}&#x202f;; cette version lit jusqu’au format {supported}).</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="411"/>
        <source>format {version} can no longer be read</source>
        <translation>le format {version} n’est plus lisible</translation>
    </message>
    <message>
        <location filename="../app/storage.py" line="418"/>
        <source>format {version} could not be converted: {error}</source>
        <translation>le format {version} n’a pas pu être converti&#xa0;: {error}</translation>
    </message>
</context>
<context>
    <name>TableLabels</name>
    <message>
        <location filename="../app/table/labels.py" line="46"/>
        <source>Stock: {count}</source>
        <translation>Pioche&#xa0;: {count}</translation>
    </message>
    <message>
        <location filename="../app/table/labels.py" line="49"/>
        <location filename="../app/table/labels.py" line="56"/>
        <source>Trumps: {suit}</source>
        <translation>Atout&#xa0;: {suit}</translation>
    </message>
    <message>
        <location filename="../app/table/labels.py" line="137"/>
        <source>Follow suit now</source>
        <translation>Il faut fournir maintenant</translation>
    </message>
    <message>
        <location filename="../app/table/labels.py" line="69"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../app/table/labels.py" line="69"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../app/table/labels.py" line="96"/>
        <source>Tricks: {count}</source>
        <translation>Levées&#xa0;: {count}</translation>
    </message>
    <message>
        <location filename="../app/table/labels.py" line="132"/>
        <source>Play any card now</source>
        <translation>Jouez la carte de votre choix</translation>
    </message>
    <message>
        <location filename="../app/table/labels.py" line="134"/>
        <source>Follow and win if you can</source>
        <translation>Fournir et monter si possible</translation>
    </message>
    <message>
        <location filename="../app/table/labels.py" line="136"/>
        <source>Follow; beat a trump lead</source>
        <translation>Fournir&#xa0;; monter sur atout</translation>
    </message>
    <message>
        <location filename="../app/table/labels.py" line="299"/>
        <source>thinking</source>
        <translation>en réflexion</translation>
    </message>
</context>
<context>
    <name>TableSteps</name>
    <message>
        <location filename="../app/table/steps.py" line="315"/>
        <source>The upcard: {card} (trumps)</source>
        <translation>La carte retournée&#xa0;: {card} (atout)</translation>
    </message>
    <message>
        <location filename="../app/table/steps.py" line="317"/>
        <source>Click to show your 7 of trumps (you keep it)</source>
        <translation>Cliquez pour montrer votre 7 d’atout (vous le gardez)</translation>
    </message>
    <message>
        <location filename="../app/table/steps.py" line="319"/>
        <source>Click to exchange your 7 of trumps for this card</source>
        <translation>Cliquez pour échanger votre 7 d’atout contre cette carte</translation>
    </message>
    <message>
        <location filename="../app/table/steps.py" line="335"/>
        <source>Your cards: {cards}</source>
        <translation>Vos cartes&#xa0;: {cards}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../app/table/view.py" line="145"/>
        <location filename="../app/table/view.py" line="342"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../app/table/input.py" line="284"/>
        <source>You may declare a meld: press its number, or Enter again to go on without declaring.</source>
        <translation>Vous pouvez annoncer une combinaison&#xa0;: tapez son numéro, ou Entrée de nouveau pour continuer sans annoncer.</translation>
    </message>
    <message>
        <location filename="../app/table/input.py" line="289"/>
        <source>You may declare melds: press a meld&apos;s number, or Enter again to go on without declaring.</source>
        <translation>Vous pouvez annoncer des combinaisons&#xa0;: tapez le numéro de l’une d’elles, ou Entrée de nouveau pour continuer sans annoncer.</translation>
    </message>
    <message>
        <location filename="../app/table/input.py" line="295"/>
        <source>You may show the 7 of trumps: press X, or Enter again to go on without showing it.</source>
        <translation>Vous pouvez montrer le 7 d’atout&#xa0;: tapez X, ou Entrée de nouveau pour continuer sans le montrer.</translation>
    </message>
    <message>
        <location filename="../app/table/input.py" line="299"/>
        <source>You may exchange the 7 of trumps: press X, or Enter again to go on without exchanging it.</source>
        <translation>Vous pouvez échanger le 7 d’atout&#xa0;: tapez X, ou Entrée de nouveau pour continuer sans l’échanger.</translation>
    </message>
    <message>
        <location filename="../app/table/input.py" line="309"/>
        <source>You may declare a meld and show the 7 of trumps: press the meld&apos;s number or X, or Enter again to go on without either.</source>
        <translation>Vous pouvez annoncer une combinaison et montrer le 7 d’atout&#xa0;: tapez le numéro de la combinaison ou X, ou Entrée de nouveau pour continuer sans l’une ni l’autre.</translation>
    </message>
    <message>
        <location filename="../app/table/input.py" line="314"/>
        <source>You may declare melds and show the 7 of trumps: press a meld&apos;s number or X, or Enter again to go on without them.</source>
        <translation>Vous pouvez annoncer des combinaisons et montrer le 7 d’atout&#xa0;: tapez le numéro d’une combinaison ou X, ou Entrée de nouveau pour continuer sans rien annoncer ni montrer.</translation>
    </message>
    <message>
        <location filename="../app/table/input.py" line="320"/>
        <source>You may declare a meld and exchange the 7 of trumps: press the meld&apos;s number or X, or Enter again to go on without either.</source>
        <translation>Vous pouvez annoncer une combinaison et échanger le 7 d’atout&#xa0;: tapez le numéro de la combinaison ou X, ou Entrée de nouveau pour continuer sans l’une ni l’autre.</translation>
    </message>
    <message>
        <location filename="../app/table/input.py" line="325"/>
        <source>You may declare melds and exchange the 7 of trumps: press a meld&apos;s number or X, or Enter again to go on without them.</source>
        <translation>Vous pouvez annoncer des combinaisons et échanger le 7 d’atout&#xa0;: tapez le numéro d’une combinaison ou X, ou Entrée de nouveau pour continuer sans rien annoncer ni échanger.</translation>
    </message>
    <message>
        <location filename="../app/table/input.py" line="232"/>
        <source>Choose a card first: ← and → (or Tab) pick one, Enter plays it; H for a hint.</source>
        <translation>Choisissez d’abord une carte&#xa0;: ← et → (ou Tab) la désignent, Entrée la joue&#x202f;; H pour un conseil.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../app/texts.py" line="63"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="64"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="65"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="66"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="75"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="76"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="77"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="79"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="89"/>
        <source>J</source>
        <comment>card index of the Jack</comment>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="90"/>
        <source>Q</source>
        <comment>card index of the Queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="91"/>
        <source>K</source>
        <comment>card index of the King</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="93"/>
        <source>A</source>
        <comment>card index of the Ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="112"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="122"/>
        <source>Trump Jack and Queen</source>
        <translation>Valet et Dame d’atout</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="123"/>
        <source>Trump Jack and another Queen</source>
        <translation>Valet d’atout et Dame d’une autre couleur</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="124"/>
        <source>Trump marriage</source>
        <translation>Mariage d’atout</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="125"/>
        <source>Marriage</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="126"/>
        <source>Four Aces</source>
        <translation>Quatre As</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="127"/>
        <source>Four Tens</source>
        <translation>Quatre Dix</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="128"/>
        <source>Four Kings</source>
        <translation>Quatre Rois</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="129"/>
        <source>Four Queens</source>
        <translation>Quatre Dames</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="130"/>
        <source>Four Jacks</source>
        <translation>Quatre Valets</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="131"/>
        <location filename="../app/texts.py" line="508"/>
        <source>Bésigue</source>
        <translation>Bésigue</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="132"/>
        <source>Double bésigue</source>
        <translation>Double bésigue</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="133"/>
        <source>Trump sequence</source>
        <translation>Quinte d’atout</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="143"/>
        <source>the Jack and the Queen of trumps</source>
        <translation>le Valet et la Dame d’atout</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="144"/>
        <source>the Jack of trumps and the Queen of another suit</source>
        <translation>le Valet d’atout et la Dame d’une autre couleur</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="147"/>
        <source>the King and the Queen of trumps</source>
        <translation>le Roi et la Dame d’atout</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="148"/>
        <source>the King and the Queen of the same plain suit</source>
        <translation>le Roi et la Dame d’une même couleur hors atout</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="154"/>
        <source>the Queen of spades and the Jack of hearts</source>
        <translation>la Dame de pique et le Valet de cœur</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="157"/>
        <source>both Queens of spades and both Jacks of hearts</source>
        <translation>les deux Dames de pique et les deux Valets de cœur</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="160"/>
        <source>the Ace, 10, King, Queen and Jack of trumps</source>
        <translation>l’As, le 10, le Roi, la Dame et le Valet d’atout</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="178"/>
        <source>{meld} — {points}</source>
        <translation>{meld} — {points}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="201"/>
        <source>7 of trumps turned up</source>
        <translation>7 d’atout retourné</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="228"/>
        <source>Cards won</source>
        <translation>Cartes gagnées</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="229"/>
        <location filename="../app/texts.py" line="587"/>
        <source>Melds</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="230"/>
        <source>7 of trumps</source>
        <translation>7 d’atout</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="231"/>
        <source>Trick bonuses</source>
        <translation>Primes de levées</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="239"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="240"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="366"/>
        <source>This round</source>
        <comment>the points of the round in all</comment>
        <translation>Cette manche</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="372"/>
        <source>Game</source>
        <comment>the game total, under the rounds</comment>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="446"/>
        <source>You won the game.</source>
        <translation>Vous avez gagné la partie.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="447"/>
        <source>The computer won the game.</source>
        <translation>L’ordinateur a gagné la partie.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="453"/>
        <source>Rounds won: {count} each.</source>
        <translation>Manches gagnées&#xa0;: {count} chacun.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/texts.py" line="456"/>
        <source>You lead, %n round(s) to {them}.</source>
        <translation>
            <numerusform>Vous menez, %n manche à {them}.</numerusform>
            <numerusform>Vous menez, %n manches à {them}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/texts.py" line="460"/>
        <source>The computer leads, %n round(s) to {you}.</source>
        <translation>
            <numerusform>L’ordinateur mène, %n manche à {you}.</numerusform>
            <numerusform>L’ordinateur mène, %n manches à {you}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="464"/>
        <source>To win the game: you need {you} more, the computer {them}.</source>
        <translation>Pour gagner la partie&#xa0;: il vous en faut encore {you}, à l’ordinateur {them}.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="471"/>
        <source>Level at {total}, past the target: another round decides.</source>
        <translation>Égalité à {total}, objectif dépassé&#xa0;: une manche de plus départagera.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="476"/>
        <source>No round counted yet.</source>
        <translation>Aucune manche comptée pour l’instant.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="486"/>
        <source>To reach {target}: you need {you} more, the computer {them}.</source>
        <translation>Pour atteindre {target}&#xa0;: il vous manque {you}, à l’ordinateur {them}.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="501"/>
        <source>Marjolet</source>
        <translation>Marjolet</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="502"/>
        <source>Marjolet (strict: beat the card led in the last tricks)</source>
        <translation>Marjolet (strict&#xa0;: il faut monter dans les dernières levées)</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="505"/>
        <source>Mariage</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="506"/>
        <source>Mariage for children</source>
        <translation>Mariage pour les enfants</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="507"/>
        <source>Mariage (classic)</source>
        <translation>Mariage (classique)</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="541"/>
        <source>Custom rules: these options differ from the preset: {options}.</source>
        <translation>Règles personnalisées&#xa0;: ces options diffèrent de la variante&#xa0;: {options}.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="554"/>
        <source>Marjolet where, once the stock is empty, you must also beat the card led when you follow suit.</source>
        <translation>Le Marjolet où, une fois la pioche épuisée, il faut aussi monter sur la carte jouée quand on fournit.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="564"/>
        <source>Mariage made simple: no exchange of the 7 and no obligation to follow suit at the end.</source>
        <translation>Le Mariage simplifié&#xa0;: pas d’échange du 7 et aucune obligation de fournir à la fin.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/texts.py" line="339"/>
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="213"/>
        <source>{option}: {points}</source>
        <comment>an option of the rules and its points</comment>
        <translation>{option}&#xa0;: {points}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="226"/>
        <source>Marriages won</source>
        <translation>Mariages remportés</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="245"/>
        <source>{player}: {what}</source>
        <translation>{player}&#xa0;: {what}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="344"/>
        <source>Game: {total}</source>
        <translation>Partie&#xa0;: {total}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="350"/>
        <source>Rounds won</source>
        <comment>the rounds each has won, under the rounds</comment>
        <translation>Manches gagnées</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="355"/>
        <source>Rounds won: {count}</source>
        <translation>Manches gagnées&#xa0;: {count}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="360"/>
        <source>this round: {points}</source>
        <translation>cette manche&#xa0;: {points}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="379"/>
        <source>Won by you</source>
        <comment>a round, marked ★</comment>
        <translation>Gagnée par vous</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="380"/>
        <source>Won by the computer</source>
        <comment>a round, marked ☆</comment>
        <translation>Gagnée par l’ordinateur</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="400"/>
        <source>; </source>
        <comment>the separator between the items of a list</comment>
        <translation>&#x202f;; </translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="404"/>
        <source>{items} and {count} more</source>
        <comment>a list cut short: its first items, then how many more</comment>
        <translation>{items} et {count} autres</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="426"/>
        <source>Round {round}: dealt, no card played yet.</source>
        <translation>Manche {round}&#xa0;: distribuée, aucune carte encore jouée.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="429"/>
        <source>Round {round}, trick {trick}: this round, you {you}, the computer {them}.</source>
        <translation>Manche {round}, levée {trick}&#xa0;: dans cette manche, vous {you}, l’ordinateur {them}.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="478"/>
        <source>Level, {total} each.</source>
        <translation>Égalité, {total} chacun.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/texts.py" line="480"/>
        <source>You lead by %Ln point(s).</source>
        <translation>
            <numerusform>Vous menez de %Ln point.</numerusform>
            <numerusform>Vous menez de %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/texts.py" line="483"/>
        <source>The computer leads by %Ln point(s).</source>
        <translation>
            <numerusform>L’ordinateur mène de %Ln point.</numerusform>
            <numerusform>L’ordinateur mène de %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/texts.py" line="517"/>
        <source>First to win %Ln round(s).</source>
        <translation>
            <numerusform>Le premier à gagner %Ln manche l’emporte.</numerusform>
            <numerusform>Le premier à gagner %Ln manches l’emporte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="518"/>
        <source>First to {target} points.</source>
        <translation>Le premier à {target} points l’emporte.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="537"/>
        <source>“{option}”</source>
        <translation>«&#xa0;{option}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="549"/>
        <source>The game of south-west France: six cards each, melds declared after winning a trick, the 7 of trumps worth 10.</source>
        <translation>Le jeu du Sud-Ouest&#xa0;: six cartes chacun, annonces après une levée gagnée, le 7 d’atout vaut 10.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="559"/>
        <source>Five cards each; Kings and Queens count as marriages when you win them in tricks; the cards score 11, 10, 4, 3, 2.</source>
        <translation>Cinq cartes chacun&#x202f;; les Rois et Dames gagnés dans les levées comptent comme mariages&#x202f;; les cartes valent 11, 10, 4, 3, 2.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="569"/>
        <source>Mariage as in the old books: beat a trump lead at the end, the winner of a round deals the next.</source>
        <translation>Le Mariage des anciens traités&#xa0;: monter à l’atout à la fin, le gagnant d’une manche distribue la suivante.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="574"/>
        <source>Two packs, eight cards each, one meld per trick won: bésigue 40, double bésigue 500, trump sequence 250.</source>
        <translation>Deux jeux, huit cartes chacun, une combinaison par levée gagnée&#xa0;: bésigue 40, double bésigue 500, quinte d’atout 250.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="585"/>
        <location filename="../app/texts.py" line="586"/>
        <source>Deal and card points</source>
        <translation>Donne et valeur des cartes</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="588"/>
        <source>The 7 of trumps</source>
        <translation>Le 7 d’atout</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="589"/>
        <source>Last tricks</source>
        <translation>Dernières levées</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="590"/>
        <source>Tricks</source>
        <translation>Levées</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="591"/>
        <source>Winning the game</source>
        <translation>Gagner la partie</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="609"/>
        <source>Pac&amp;k</source>
        <translation>J&amp;eu de cartes</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="610"/>
        <source>Cards in &amp;hand</source>
        <translation>&amp;Cartes en main</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="611"/>
        <source>Points of the cards &amp;won</source>
        <translation>Valeur des cartes &amp;gagnées</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="612"/>
        <source>Points of the m&amp;elds</source>
        <translation>Val&amp;eur des annonces</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="613"/>
        <source>&amp;Melds are</source>
        <translation>Les annonces &amp;sont</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="614"/>
        <source>Melds per tr&amp;ick won</source>
        <translation>Annonces &amp;par levée gagnée</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="615"/>
        <source>Reusing melded &amp;cards</source>
        <translation>Réemploi des cartes &amp;mariées</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="617"/>
        <source>Melds &amp;also in the last tricks</source>
        <translation>Annonces aussi &amp;dans les dernières levées</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="618"/>
        <source>&amp;Exchange of the 7</source>
        <translation>É&amp;change du 7</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="619"/>
        <source>E&amp;xchanging the 7</source>
        <translation>Éc&amp;hanger le 7</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="620"/>
        <source>Pla&amp;ying the 7</source>
        <translation>J&amp;ouer le 7</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="621"/>
        <source>&amp;7 turned up</source>
        <translation>&amp;7 retourné</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="622"/>
        <source>7 &amp;won in a trick</source>
        <translation>7 &amp;gagné dans une levée</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="623"/>
        <source>&amp;Trick that empties the stock</source>
        <translation>&amp;Levée qui épuise la pioche</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="624"/>
        <source>Taking the t&amp;urned-up card</source>
        <translation>&amp;Prendre la carte retournée</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="625"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernière levée</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="626"/>
        <source>&amp;All the last tricks</source>
        <translation>&amp;Toutes les dernières levées</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="627"/>
        <source>Bo&amp;nus replaces the last trick</source>
        <translation>La pr&amp;ime remplace la dernière levée</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="628"/>
        <source>&amp;Follow suit</source>
        <translation>F&amp;ournir</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="629"/>
        <source>Trump when &amp;void</source>
        <translation>Co&amp;uper quand on ne peut pas fournir</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="630"/>
        <source>&amp;Beat the card led</source>
        <translation>&amp;Monter sur la carte jouée</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="631"/>
        <source>&amp;Target score</source>
        <translation>&amp;Score à atteindre</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="632"/>
        <source>The &amp;game is won by</source>
        <translation>La par&amp;tie se gagne en</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="633"/>
        <source>Ro&amp;unds to win</source>
        <translation>Manc&amp;hes à gagner</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="634"/>
        <source>&amp;Next dealer</source>
        <translation>Donneur s&amp;uivant</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="643"/>
        <source>One piquet pack of 32 cards, or two packs of 32 mixed together.</source>
        <translation>Un jeu de piquet de 32 cartes, ou deux jeux de 32 mélangés.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="646"/>
        <source>Cards dealt to each player, and held while the stock lasts.</source>
        <translation>Cartes distribuées à chaque joueur et gardées en main tant que dure la pioche.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="649"/>
        <source>What each card is worth to the player who wins it in a trick.</source>
        <translation>Ce que rapporte chaque carte au joueur qui la gagne dans une levée.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="652"/>
        <source>Points of each meld; 0 switches the meld off.</source>
        <translation>Valeur de chaque annonce&#x202f;; 0 la désactive.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="659"/>
        <source>How many melds one trick won lets you declare (0: no limit).</source>
        <translation>Nombre d’annonces permises par levée gagnée (0&#xa0;: sans limite).</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="662"/>
        <source>Allow declarations after the stock is empty as well.</source>
        <translation>Permettre les annonces même après l’épuisement de la pioche.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="676"/>
        <source>When the holder of the 7 of trumps may swap it for the turned-up card.</source>
        <translation>Quand le détenteur du 7 d’atout peut l’échanger contre la carte retournée.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="680"/>
        <source>Points for exchanging the 7 of trumps for the turned-up card.</source>
        <translation>Points pour l’échange du 7 d’atout contre la carte retournée.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="683"/>
        <source>Points for playing the 7 of trumps in a trick, won or lost (unless it was turned up or exchanged).</source>
        <translation>Points pour avoir joué le 7 d’atout dans une levée, gagnée ou non (sauf s’il a été retourné ou échangé).</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="688"/>
        <source>Points for the dealer when the turned-up card is a 7.</source>
        <translation>Points pour le donneur quand la carte retournée est un 7.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="691"/>
        <source>Points for each 7 of trumps won in a trick.</source>
        <translation>Points pour chaque 7 d’atout gagné dans une levée.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="692"/>
        <source>Points for winning the trick after which the stock runs out.</source>
        <translation>Points pour le gain de la levée après laquelle la pioche est épuisée.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="695"/>
        <source>Points for the player who takes the turned-up card when the stock runs out.</source>
        <translation>Points pour le joueur qui prend la carte retournée quand la pioche s’épuise.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="699"/>
        <source>Points for winning the last trick.</source>
        <translation>Points pour le gain de la dernière levée.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="700"/>
        <source>Points for winning every trick played after the stock ran out (0: no bonus).</source>
        <translation>Points pour le gain de toutes les levées jouées après l’épuisement de la pioche (0&#xa0;: pas de prime).</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="704"/>
        <source>On: this bonus replaces the last-trick points. Off: both are scored.</source>
        <translation>Coché&#xa0;: cette prime remplace les points de la dernière levée. Décoché&#xa0;: les deux sont comptés.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="708"/>
        <source>Once the stock is empty, you must play the suit led if you can. When off, there is no obligation at all.</source>
        <translation>Une fois la pioche épuisée, il faut jouer la couleur demandée si possible. Décoché&#xa0;: aucune obligation.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="713"/>
        <source>Once the stock is empty, you must trump when you cannot follow suit.</source>
        <translation>Une fois la pioche épuisée, il faut couper quand on ne peut pas fournir.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="717"/>
        <source>Once the stock is empty, whether you must play higher than the card led when you follow suit.</source>
        <translation>Une fois la pioche épuisée, s’il faut jouer plus fort que la carte demandée quand on fournit.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="722"/>
        <source>The first player whose game total reaches this score wins (the higher total if both do).</source>
        <translation>Le premier joueur dont le total atteint ce score gagne (le plus haut total si les deux l’atteignent).</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="727"/>
        <source>A target score, or a number of rounds won.</source>
        <translation>Un score à atteindre, ou un nombre de manches gagnées.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="728"/>
        <source>The first player to win this many rounds wins the game.</source>
        <translation>Le premier joueur à gagner ce nombre de manches gagne la partie.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="731"/>
        <source>Who deals the next round.</source>
        <translation>Qui distribue la manche suivante.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="739"/>
        <source>32 cards (piquet)</source>
        <translation>32 cartes (piquet)</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="740"/>
        <source>64 cards (two packs)</source>
        <translation>64 cartes (deux jeux)</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="741"/>
        <source>declared after winning a trick</source>
        <translation>annoncées après une levée gagnée</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="742"/>
        <source>counted from the cards won</source>
        <translation>comptées sur les cartes gagnées</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="747"/>
        <source>after winning a trick</source>
        <translation>après une levée gagnée</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="748"/>
        <source>whenever it is your turn</source>
        <translation>à tout moment de son tour</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="749"/>
        <source>not allowed</source>
        <translation>interdit</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="750"/>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="751"/>
        <source>always</source>
        <translation>toujours</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="752"/>
        <source>only when trumps are led</source>
        <translation>seulement quand l’atout est demandé</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="753"/>
        <source>reaching the target score</source>
        <translation>atteignant le score visé</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="754"/>
        <source>winning rounds</source>
        <translation>gagnant des manches</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="755"/>
        <source>each player in turn</source>
        <translation>chaque joueur à son tour</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="756"/>
        <source>the winner of the round</source>
        <translation>le gagnant de la manche</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="767"/>
        <source>{cards} cards each leave no stock in a pack of {deck}</source>
        <translation>avec {cards} cartes chacun, il ne reste pas de pioche dans un jeu de {deck}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="771"/>
        <source>“{option}” must be between {low} and {high}</source>
        <translation>«&#xa0;{option}&#xa0;» doit être compris entre {low} et {high}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="775"/>
        <source>{value} is not a value for “{option}”</source>
        <translation>{value} n’est pas une valeur possible pour «&#xa0;{option}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="779"/>
        <source>there is no rule option {option}</source>
        <translation>il n’y a pas d’option de règle {option}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="783"/>
        <source>there are no rules called {preset}</source>
        <translation>il n’y a pas de règles nommées {preset}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="787"/>
        <source>the rules have no field {field}</source>
        <translation>les règles n’ont pas de champ {field}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="790"/>
        <source>the rules are neither a preset&apos;s name nor a preset with options</source>
        <translation>les règles ne sont ni le nom d’une variante ni une variante avec des options</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="804"/>
        <source>in the round in progress, {problem}</source>
        <translation>dans la manche en cours, {problem}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="806"/>
        <source>in round {number}, {problem}</source>
        <translation>dans la manche {number}, {problem}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="816"/>
        <source>the round record is not a JSON object</source>
        <translation>le relevé de manche n’est pas un objet JSON</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="818"/>
        <source>the round record has no field “{field}”</source>
        <translation>le relevé de manche n’a pas de champ «&#xa0;{field}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="822"/>
        <source>{format} is not the format of a round record</source>
        <translation>{format} n’est pas le format d’un relevé de manche</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="826"/>
        <source>the record is in version {version}; this version of Marjolet Qt reads version {supported}</source>
        <translation>le relevé est en version {version}&#xa0;; cette version de Marjolet Qt lit la version {supported}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="834"/>
        <source>the deal does not have two hands</source>
        <translation>la donne ne compte pas deux jeux</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="836"/>
        <source>hand {number} does not have as many cards as these rules deal ({expected})</source>
        <translation>le jeu {number} n’a pas autant de cartes que ces règles en distribuent ({expected})</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="840"/>
        <source>the stock does not have as many cards as these rules leave ({expected})</source>
        <translation>la pioche n’a pas autant de cartes que ces règles en laissent ({expected})</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="844"/>
        <source>the {card} is dealt {count} times</source>
        <translation>la carte {card} est distribuée {count} fois</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="848"/>
        <source>the {card} is missing from the deal</source>
        <translation>la carte {card} manque à la donne</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="852"/>
        <source>{value} is not a card</source>
        <translation>{value} n’est pas une carte</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="856"/>
        <source>move {number} ({action}) cannot be played — {reason}</source>
        <translation>le coup {number} ({action}) ne peut pas être joué — {reason}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="862"/>
        <source>move {number} ({action}) is not a move</source>
        <translation>le coup {number} ({action}) n’est pas un coup</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="866"/>
        <source>the file cannot be read</source>
        <translation>le fichier est illisible</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="868"/>
        <source>the game&apos;s rules, rounds or round in progress are missing</source>
        <translation>il manque à la partie ses règles, ses manches ou sa manche en cours</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="870"/>
        <source>the game has more than {limit} rounds</source>
        <translation>la partie compte plus de {limit} manches</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="874"/>
        <source>round {number} is not finished</source>
        <translation>la manche {number} n’est pas terminée</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="876"/>
        <source>round {number} is played under other rules</source>
        <translation>la manche {number} se joue avec d’autres règles</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="880"/>
        <source>the game was already over after round {number}</source>
        <translation>la partie était déjà terminée après la manche {number}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="884"/>
        <source>the game has neither a finished round nor a round in progress</source>
        <translation>la partie n’a ni manche terminée ni manche en cours</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="886"/>
        <source>the game is over but a round is in progress</source>
        <translation>la partie est terminée, mais une manche est en cours</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="888"/>
        <source>the round in progress is played under other rules</source>
        <translation>la manche en cours se joue avec d’autres règles</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="889"/>
        <source>the round record is not valid</source>
        <translation>le relevé de manche n’est pas valide</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="902"/>
        <source>a meld of {cards}</source>
        <translation>une annonce de {cards}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="906"/>
        <source>the exchange of the 7 of trumps</source>
        <translation>l’échange du 7 d’atout</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="908"/>
        <source>the end of the declarations</source>
        <translation>la fin des annonces</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="922"/>
        <source>a number of about {digits} digits</source>
        <translation>un nombre d’environ {digits} chiffres</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="926"/>
        <source>“{text}”</source>
        <translation>«&#xa0;{text}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="928"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="930"/>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="943"/>
        <source>the field “{field}” cannot hold {value}</source>
        <translation>le champ «&#xa0;{field}&#xa0;» ne peut pas valoir {value}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="973"/>
        <source>the computer must follow {suit}</source>
        <translation>l’ordinateur doit jouer {suit}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="977"/>
        <source>the computer must beat the {card} if it can</source>
        <translation>l’ordinateur doit battre la carte jouée ({card}) s’il le peut</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="981"/>
        <source>the computer has no {suit}: it must trump</source>
        <translation>l’ordinateur n’a pas de {suit}&#xa0;: il doit couper</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="985"/>
        <source>the computer does not hold the {card}</source>
        <translation>l’ordinateur n’a pas cette carte ({card})</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="989"/>
        <source>the computer must declare its melds, or decline, before the next trick</source>
        <translation>l’ordinateur doit faire ses annonces, ou y renoncer, avant la levée suivante</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="993"/>
        <source>the computer has already declared this meld</source>
        <translation>l’ordinateur a déjà fait cette annonce</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="995"/>
        <source>the computer may do that only after winning a trick, before drawing</source>
        <translation>l’ordinateur ne peut le faire qu’après avoir gagné une levée, avant de piocher</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="999"/>
        <source>the computer does not hold the 7 of trumps</source>
        <translation>l’ordinateur n’a pas le 7 d’atout</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1001"/>
        <source>the computer&apos;s 7 of trumps has already scored</source>
        <translation>le 7 d’atout de l’ordinateur a déjà marqué</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1012"/>
        <source>You must follow {suit}.</source>
        <translation>Vous devez jouer {suit}.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1014"/>
        <source>You must beat the {card} if you can.</source>
        <translation>Vous devez battre la carte jouée ({card}) si vous le pouvez.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1018"/>
        <source>You have no {suit}: you must trump.</source>
        <translation>Vous n’avez pas de {suit}&#xa0;: vous devez couper.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1022"/>
        <source>You do not hold the {card}.</source>
        <translation>Vous n’avez pas cette carte&#xa0;: {card}.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1026"/>
        <source>Declare your melds, or choose Continue, before the next trick.</source>
        <translation>Faites vos annonces, ou choisissez Continuer, avant la levée suivante.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1028"/>
        <source>You have already declared this meld.</source>
        <translation>Vous avez déjà fait cette annonce.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/texts.py" line="1032"/>
        <source>Only %n meld(s) may be declared per trick won.</source>
        <translation>
            <numerusform>Une seule annonce par levée gagnée.</numerusform>
            <numerusform>Seulement %n annonces par levée gagnée.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1036"/>
        <source>Under these rules, melds are counted from the cards won, not declared.</source>
        <translation>Avec ces règles, les mariages se comptent sur les cartes gagnées&#x202f;; on ne les annonce pas.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1040"/>
        <source>These cards do not form a meld.</source>
        <translation>Ces cartes ne forment pas une annonce.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1042"/>
        <source>The round is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1044"/>
        <source>There are no melds to declare or decline now.</source>
        <translation>Il n’y a pas d’annonces à faire ou à refuser maintenant.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1046"/>
        <source>This is not a move of the game.</source>
        <translation>Ce n’est pas un coup du jeu.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1048"/>
        <source>You may exchange the 7 of trumps only after winning a trick, before drawing.</source>
        <translation>Vous ne pouvez échanger le 7 d’atout qu’après avoir gagné une levée, avant de piocher.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1052"/>
        <source>You may do that only after winning a trick, before drawing.</source>
        <translation>Vous ne pouvez le faire qu’après avoir gagné une levée, avant de piocher.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1054"/>
        <source>You do not hold the 7 of trumps.</source>
        <translation>Vous n’avez pas le 7 d’atout.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1056"/>
        <source>Under these rules, the 7 of trumps is not exchanged.</source>
        <translation>Avec ces règles, le 7 d’atout ne s’échange pas.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1058"/>
        <source>The turned-up card has already been taken.</source>
        <translation>La carte retournée a déjà été prise.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="156"/>
        <source>the Queen of spades and the Jack of diamonds</source>
        <translation>la Dame de pique et le Valet de carreau</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="159"/>
        <source>both Queens of spades and both Jacks of diamonds</source>
        <translation>les deux Dames de pique et les deux Valets de carreau</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="163"/>
        <source>any four Aces</source>
        <translation>quatre As quelconques</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="164"/>
        <source>any four Tens</source>
        <translation>quatre 10 quelconques</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="165"/>
        <source>any four Kings</source>
        <translation>quatre Rois quelconques</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="166"/>
        <source>any four Queens</source>
        <translation>quatre Dames quelconques</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="167"/>
        <source>any four Jacks</source>
        <translation>quatre Valets quelconques</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="616"/>
        <source>Jack of the &amp;bésigue</source>
        <translation>Valet du &amp;bésigue</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="653"/>
        <source>Declared: after winning a trick, show melds from your hand and score them at once. Counted: a King and Queen of a suit among the cards you won score as a marriage as soon as you have won both.</source>
        <translation>Annoncées&#xa0;: après une levée gagnée, on montre ses combinaisons et elles marquent aussitôt. Comptées&#xa0;: un Roi et une Dame de même couleur parmi les cartes gagnées comptent comme mariage dès que les deux sont gagnés.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="665"/>
        <source>A melded card may serve again in other melds, but never the same cards twice; in Bésigue, never twice in melds of the same kind, and a trump sequence cannot later give its marriage.</source>
        <translation>Une carte mariée peut resservir dans d’autres combinaisons, mais jamais les mêmes cartes deux fois&#x202f;; au Bésigue, jamais deux fois dans des combinaisons de la même sorte, et une quinte d’atout ne peut plus donner son mariage.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="671"/>
        <source>The Jack that makes a bésigue with the Queen of spades: of diamonds in the usual game, of hearts in some old rule books.</source>
        <translation>Le Valet qui fait bésigue avec la Dame de pique&#xa0;: de carreau dans le jeu habituel, de cœur dans certains vieux traités.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="743"/>
        <source>in any other meld</source>
        <translation>dans toute autre combinaison</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="744"/>
        <source>only in melds of another kind</source>
        <translation>seulement dans des combinaisons d’une autre sorte</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="745"/>
        <source>Jack of diamonds</source>
        <translation>Valet de carreau</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="746"/>
        <source>Jack of hearts</source>
        <translation>Valet de cœur</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1060"/>
        <source>Your 7 of trumps has already scored.</source>
        <translation>Votre 7 d’atout a déjà marqué.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1062"/>
        <source>A card may not serve twice in melds of the same kind.</source>
        <translation>Une carte ne peut pas servir deux fois dans des combinaisons de la même sorte.</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="1064"/>
        <source>A trump sequence cannot later give its marriage.</source>
        <translation>Une quinte d’atout ne peut plus donner son mariage.</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="50"/>
        <source>the 7</source>
        <translation>le 7</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="51"/>
        <source>the 8</source>
        <translation>le 8</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="52"/>
        <source>the 9</source>
        <translation>le 9</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="53"/>
        <source>the Jack</source>
        <translation>le valet</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="54"/>
        <source>the Queen</source>
        <translation>la dame</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="55"/>
        <source>the King</source>
        <translation>le roi</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="56"/>
        <source>the 10</source>
        <translation>le 10</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="57"/>
        <source>the Ace</source>
        <translation>l’as</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="61"/>
        <source>{the_rank} of trumps</source>
        <translation>{the_rank} d’atout</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="62"/>
        <source>{the_rank} of {suit}</source>
        <translation>{the_rank} de {suit}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="72"/>
        <source>the trump Jack and Queen</source>
        <translation>le valet et la dame d’atout</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="73"/>
        <source>the trump Jack and another Queen</source>
        <translation>le valet d’atout et une dame d’une autre couleur</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="74"/>
        <source>the trump marriage</source>
        <translation>le mariage d’atout</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="75"/>
        <source>the marriage</source>
        <translation>le mariage</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="149"/>
        <source>the four Aces</source>
        <translation>les quatre As</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="150"/>
        <source>the four Tens</source>
        <translation>les quatre Dix</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="151"/>
        <source>the four Kings</source>
        <translation>les quatre Rois</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="152"/>
        <source>the four Queens</source>
        <translation>les quatre Dames</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="153"/>
        <source>the four Jacks</source>
        <translation>les quatre Valets</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="76"/>
        <source>the four Aces</source>
        <comment>in a sentence</comment>
        <translation>les quatre as</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="77"/>
        <source>the four Tens</source>
        <comment>in a sentence</comment>
        <translation>les quatre dix</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="78"/>
        <source>the four Kings</source>
        <comment>in a sentence</comment>
        <translation>les quatre rois</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="79"/>
        <source>the four Queens</source>
        <comment>in a sentence</comment>
        <translation>les quatre dames</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="80"/>
        <source>the four Jacks</source>
        <comment>in a sentence</comment>
        <translation>les quatre valets</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="81"/>
        <source>the bésigue</source>
        <translation>le bésigue</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="82"/>
        <source>the double bésigue</source>
        <translation>le double bésigue</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="83"/>
        <source>the trump sequence</source>
        <translation>la quinte d’atout</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="105"/>
        <source>leads {card}</source>
        <translation>entame avec {card}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="106"/>
        <source>lead {card}</source>
        <translation>entamez avec {card}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="108"/>
        <source>plays {card}</source>
        <translation>joue {card}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="109"/>
        <source>play {card}</source>
        <translation>jouez {card}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="114"/>
        <source>the marriage of {suit}</source>
        <translation>le mariage de {suit}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="116"/>
        <source>the Jack of trumps and the Queen of {suit}</source>
        <translation>le valet d’atout et la dame de {suit}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="122"/>
        <source>declares {meld}</source>
        <translation>annonce {meld}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="123"/>
        <source>declare {meld}</source>
        <translation>annoncez {meld}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="126"/>
        <source>shows its 7 of trumps</source>
        <translation>montre son 7 d’atout</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="127"/>
        <source>show your 7 of trumps</source>
        <translation>montrez votre 7 d’atout</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="130"/>
        <source>exchanges its 7 of trumps for the upcard</source>
        <translation>échange son 7 d’atout contre la retourne</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="131"/>
        <source>exchange your 7 of trumps for the upcard</source>
        <translation>échangez votre 7 d’atout contre la retourne</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="137"/>
        <source>ends its declarations and draws</source>
        <translation>termine ses annonces et pioche</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="138"/>
        <source>end your declarations and draw</source>
        <translation>terminez vos annonces et piochez</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="140"/>
        <source>draws without declaring</source>
        <translation>pioche sans rien annoncer</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="141"/>
        <source>draw without declaring</source>
        <translation>piochez sans rien annoncer</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="159"/>
        <source>Marriage of {suit}</source>
        <translation>Mariage de {suit}</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="161"/>
        <source>Jack of trumps and Queen of {suit}</source>
        <translation>Valet d’atout et Dame de {suit}</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="186"/>
        <source>7 of trumps shown</source>
        <translation>7 d’atout montré</translation>
    </message>
    <message>
        <location filename="../app/texts.py" line="187"/>
        <source>7 of trumps exchanged</source>
        <translation>7 d’atout échangé</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="167"/>
        <source>End of declarations</source>
        <translation>Fin des annonces</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="181"/>
        <source>End</source>
        <comment>short for the end of declarations</comment>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="398"/>
        <source>Hint: {advice}.</source>
        <translation>Conseil&#xa0;: {advice}.</translation>
    </message>
    <message>
        <location filename="../app/reason_text.py" line="396"/>
        <source>Hint: {advice} — {reason}.</source>
        <translation>Conseil&#xa0;: {advice} — {reason}.</translation>
    </message>
</context>
<context>
    <name>TrickHistoryDialog</name>
    <message>
        <location filename="../app/dialogs/history.py" line="165"/>
        <location filename="../app/dialogs/history.py" line="209"/>
        <source>{lead} ({leader}), {follow} ({follower})</source>
        <translation>{lead} ({leader}), {follow} ({follower})</translation>
    </message>
    <message>
        <location filename="../app/dialogs/history.py" line="197"/>
        <source>Melds declared: {melds}</source>
        <translation>Annonces&#xa0;: {melds}</translation>
    </message>
    <message>
        <location filename="../app/dialogs/history.py" line="199"/>
        <source>No meld declared yet.</source>
        <translation>Aucune annonce pour l’instant.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/history.py" line="228"/>
        <source>Tricks of this round</source>
        <translation>Levées de cette manche</translation>
    </message>
    <message>
        <location filename="../app/dialogs/history.py" line="229"/>
        <source>&amp;Review this round</source>
        <translation>&amp;Analyser cette manche</translation>
    </message>
    <message>
        <location filename="../app/dialogs/history.py" line="231"/>
        <source>Your decisions so far graded by the points they cost</source>
        <translation>Vos décisions jusqu’ici, notées selon les points qu’elles ont coûtés</translation>
    </message>
    <message>
        <location filename="../app/dialogs/history.py" line="235"/>
        <source>Trick</source>
        <translation>Levée</translation>
    </message>
    <message>
        <location filename="../app/dialogs/history.py" line="236"/>
        <source>Cards (lead first)</source>
        <translation>Cartes (l’entame d’abord)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/history.py" line="237"/>
        <source>Taken by</source>
        <translation>Remportée par</translation>
    </message>
    <message>
        <location filename="../app/dialogs/history.py" line="238"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../app/dialogs/welcome.py" line="108"/>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="109"/>
        <source>Welcome to Marjolet</source>
        <translation>Bienvenue au Marjolet</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="112"/>
        <source>Marjolet is a card game for two from south-west France: you play against the computer, trick after trick, with a pack of 32 cards.</source>
        <translation>Le Marjolet est un jeu de cartes à deux du Sud-Ouest de la France&#xa0;: vous affrontez l’ordinateur, levée après levée, avec un jeu de 32 cartes.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="116"/>
        <source>Win tricks to capture Aces and Tens, declare melds (a King and Queen of a suit) after a trick you won, and steal the upcard with the 7 of trumps.</source>
        <translation>Gagnez des levées pour prendre As et Dix, annoncez des combinaisons (un Roi et une Dame d’une couleur) après une levée gagnée, et prenez la retourne avec le 7 d’atout.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="120"/>
        <source>The first to 500 points wins the game. Bésigue and Mariage are a click away in the settings.</source>
        <translation>Le premier à 500 points gagne la partie. Le Bésigue et le Mariage sont à un clic, dans les réglages.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="127"/>
        <source>The game in play is {name}. {goal} Help ▸ Rules says how it is played.</source>
        <translation>La partie en cours se joue au {name}. {goal} Aide ▸ Règles dit comment on y joue.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="133"/>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="134"/>
        <source>&amp;Keyboard</source>
        <translation>C&amp;lavier</translation>
    </message>
    <message>
        <location filename="../app/dialogs/welcome.py" line="135"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
</context>
<context>
    <name>WhatIfDialog</name>
    <message>
        <location filename="../app/dialogs/what_if.py" line="130"/>
        <source>Round over: you {you}, the computer {them}. As it was played: you {played_you}, the computer {played_them}.</source>
        <translation>Manche terminée&#xa0;: vous {you}, l’ordinateur {them}. Telle qu’elle a été jouée&#xa0;: vous {played_you}, l’ordinateur {played_them}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/what_if.py" line="143"/>
        <source>You {you} — Computer {them}.</source>
        <translation>Vous {you} — Ordinateur {them}.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/what_if.py" line="153"/>
        <source>No hint or undo in a game apart: use “Start again from there” to try another move.</source>
        <translation>Ni conseil ni annulation hors de la partie&#xa0;: utilisez «&#xa0;Recommencer à partir d’ici&#xa0;» pour essayer un autre coup.</translation>
    </message>
    <message>
        <location filename="../app/dialogs/what_if.py" line="161"/>
        <source>What if… (from trick {trick}, a game apart)</source>
        <translation>Et si… (depuis la levée {trick}, hors de la partie)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/what_if.py" line="167"/>
        <source>What if… {move}, the computer&apos;s best choice (trick {trick}, a game apart)</source>
        <translation>Et si… {move}, le meilleur choix de l’ordinateur (levée {trick}, hors de la partie)</translation>
    </message>
    <message>
        <location filename="../app/dialogs/what_if.py" line="170"/>
        <source>&amp;Start again from there</source>
        <translation>&amp;Recommencer à partir d’ici</translation>
    </message>
    <message>
        <location filename="../app/dialogs/what_if.py" line="171"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>WindowBase</name>
    <message>
        <location filename="../app/window_parts/base.py" line="205"/>
        <source>{name} is where the game keeps itself as you play: it is written over at every move. Choose another name.</source>
        <translation>{name} est le fichier où le jeu s’enregistre à mesure que vous jouez&#xa0;: il est réécrit à chaque coup. Choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/base.py" line="210"/>
        <source>{name} is one of the files the game writes by itself (its settings, its statistics): it would be written over. Choose another name.</source>
        <translation>{name} est l’un des fichiers que le jeu écrit de lui-même (ses réglages, ses statistiques)&#xa0;: il serait réécrit. Choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/base.py" line="219"/>
        <source>{reason} Choose another name.</source>
        <translation>{reason} Choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/base.py" line="227"/>
        <source>{name} already exists. Replace it?</source>
        <translation>{name} existe déjà. Le remplacer&#x202f;?</translation>
    </message>
    <message>
        <location filename="../app/window_parts/base.py" line="314"/>
        <source>The game you were playing is kept in {name}.</source>
        <translation>La partie que vous jouiez est conservée dans {name}.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/base.py" line="349"/>
        <source>What was played since is not in {name}.</source>
        <translation>Ce qui a été joué depuis n’est pas dans {name}.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/base.py" line="351"/>
        <source>&amp;Save, then go on</source>
        <translation>&amp;Enregistrer, puis continuer</translation>
    </message>
    <message>
        <location filename="../app/window_parts/base.py" line="352"/>
        <source>&amp;Go on without saving</source>
        <translation>Continuer &amp;sans enregistrer</translation>
    </message>
    <message>
        <location filename="../app/window_parts/base.py" line="366"/>
        <source>{game}, with options of your own. {goal}</source>
        <translation>{game}, avec vos propres options. {goal}</translation>
    </message>
    <message>
        <location filename="../app/window_parts/base.py" line="368"/>
        <source>{game}. {goal}</source>
        <translation>{game}. {goal}</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <location filename="../app/window_parts/dialogs.py" line="82"/>
        <source>Rules for the next game: {rules}, with options of your own.</source>
        <translation>Règles de la prochaine partie&#xa0;: {rules}, avec vos propres options.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/dialogs.py" line="84"/>
        <source>Rules for the next game: {rules}.</source>
        <translation>Règles de la prochaine partie&#xa0;: {rules}.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/dialogs.py" line="87"/>
        <source>This game keeps its own.</source>
        <translation>Celle-ci garde les siennes.</translation>
    </message>
    <message>
        <location filename="../app/window_parts/dialogs.py" line="94"/>
        <source>Settings not saved</source>
        <translation>Réglages non enregistrés</translation>
    </message>
    <message>
        <location filename="../app/window_parts/dialogs.py" line="179"/>
        <source>No trick has been played yet.</source>
        <translation>Aucune levée n’a encore été jouée.</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../app/model.py" line="363"/>
        <location filename="../app/window_parts/flow.py" line="199"/>
        <source>The round is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
</context>
</TS>
