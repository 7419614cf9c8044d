<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en_GB">
<context>
    <name>Demo</name>
    <message>
        <source>The demo history is missing from this build.</source>
        <translation>L’historique de démonstration manque à cette version du logiciel.</translation>
    </message>
</context>
<context>
    <name>Parameters</name>
    <message>
        <source>Parameter</source>
        <translation>Paramètre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>%1 (key: %2)</source>
        <translation>%1 (clé&#xa0;: %2)</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Standings — %1</source>
        <translation>Classement — %1</translation>
    </message>
    <message>
        <source>No rated match yet.</source>
        <translation>Aucune partie classée pour l’instant.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Adjusted average</source>
        <translation>Moyenne ajustée</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Class.</translation>
    </message>
    <message>
        <source>Provisional</source>
        <translation>Provisoire</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <source>L</source>
        <translation>D</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouveau</translation>
    </message>
    <message>
        <source>~ provisional rating</source>
        <translation>~ classement provisoire</translation>
    </message>
    <message>
        <source>bold: the club&apos;s best established player</source>
        <translation>en gras&#xa0;: le meilleur joueur confirmé du club</translation>
    </message>
    <message>
        <source>W D L: wins, draws, losses</source>
        <translation>V N D&#xa0;: victoires, nuls, défaites</translation>
    </message>
    <message>
        <source>▲ ▼: places gained or lost since %1, ± the change of %2 since then, new: not ranked then</source>
        <translation>▲ ▼&#xa0;: places gagnées ou perdues depuis le %1, ±&#xa0;: variation %2 depuis cette date, nouveau&#xa0;: pas encore classé à cette date</translation>
    </message>
    <message>
        <source>adjusted average</source>
        <translation>de la moyenne ajustée</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>du classement</translation>
    </message>
    <message>
        <source>Hall of Fame — all games</source>
        <translation>Tableau d’honneur — tous les jeux</translation>
    </message>
    <message>
        <source>Hall of Fame — %1</source>
        <translation>Tableau d’honneur — %1</translation>
    </message>
    <message>
        <source>No rated match in this period.</source>
        <translation>Aucune partie classée sur cette période.</translation>
    </message>
    <message>
        <source>Participations</source>
        <translation>Participations</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Hall of Fame: placement points of every rated match</source>
        <translation>Tableau d’honneur&#xa0;: points de placement de toutes les parties classées</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>Du %1 au %2</translation>
    </message>
    <message>
        <source>Since %1</source>
        <translation>Depuis le %1</translation>
    </message>
    <message>
        <source>Up to %1</source>
        <translation>Jusqu’au %1</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>date and time of a match</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>(lost %1 of %2 morale)</source>
        <translation>(moral perdu %1 sur %2)</translation>
    </message>
    <message>
        <source>(left)</source>
        <translation>(abandon)</translation>
    </message>
    <message>
        <source>void</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>a standings sheet needs a game</source>
        <translation>une feuille de classement demande un jeu</translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation>Au %1</translation>
    </message>
    <message>
        <source>On %1 (every result entered)</source>
        <translation>Le %1 (tous les résultats saisis)</translation>
    </message>
    <message>
        <source>Games: %1 · matches: %2 · players: %3</source>
        <translation>Jeux&#xa0;: %1 · parties&#xa0;: %2 · joueurs&#xa0;: %3</translation>
    </message>
    <message>
        <source>the start date is after the end date</source>
        <translation>la date de début est postérieure à la date de fin</translation>
    </message>
    <message>
        <source>Club bulletin — %1</source>
        <translation>Bulletin du club — %1</translation>
    </message>
    <message>
        <source>Club bulletin</source>
        <translation>Bulletin du club</translation>
    </message>
    <message>
        <source>Standings as of %1; changes since %2; results from %3 to %4.</source>
        <translation>Classements au %1&#xa0;; variations depuis le %2&#xa0;; résultats du %3 au %4.</translation>
    </message>
    <message>
        <source>In brief</source>
        <translation>En bref</translation>
    </message>
    <message>
        <source>Matches played: %1 · games: %2 · players who took part: %3</source>
        <translation>Parties jouées&#xa0;: %1 · jeux&#xa0;: %2 · joueurs ayant participé&#xa0;: %3</translation>
    </message>
    <message>
        <source>Biggest movers</source>
        <translation>Plus fortes variations</translation>
    </message>
    <message>
        <source>No rating changed in this period.</source>
        <translation>Aucun classement n’a changé sur cette période.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Rating on %1 and on %2, for players who played in the period.</source>
        <translation>Classement au %1 et au %2, pour les joueurs qui ont joué sur la période.</translation>
    </message>
    <message>
        <source>New players</source>
        <translation>Nouveaux joueurs</translation>
    </message>
    <message>
        <source>No new player in this period.</source>
        <translation>Aucun nouveau joueur sur cette période.</translation>
    </message>
    <message>
        <source>First match</source>
        <translation>Première partie</translation>
    </message>
    <message>
        <source>Every rated match up to %1. Games: %2 · matches: %3 · players: %4</source>
        <translation>Toutes les parties classées jusqu’au %1. Jeux&#xa0;: %2 · parties&#xa0;: %3 · joueurs&#xa0;: %4</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>No match in this period.</source>
        <translation>Aucune partie sur cette période.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Match %1 — %2</source>
        <translation>Partie %1 — %2</translation>
    </message>
    <message>
        <source>Played on %1</source>
        <translation>Jouée le %1</translation>
    </message>
    <message>
        <source>The result as entered</source>
        <translation>Le résultat saisi</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral initial</translation>
    </message>
    <message>
        <source>Morale lost</source>
        <translation>Moral perdu</translation>
    </message>
    <message>
        <source>Army points</source>
        <translation>Points d’armée</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>left</source>
        <translation>abandon</translation>
    </message>
    <message>
        <source>outcome %1</source>
        <translation>issue %1</translation>
    </message>
    <message>
        <source>declared void</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>Not rated: %1. It counts nowhere (no rating change, no placement points).</source>
        <translation>Non classée&#xa0;: %1. Elle ne compte nulle part (aucune variation de classement, aucun point de placement).</translation>
    </message>
    <message>
        <source>Every number used</source>
        <translation>Tous les nombres utilisés</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Grandeur</translation>
    </message>
    <message>
        <source>Floor applied</source>
        <translation>Plancher appliqué</translation>
    </message>
    <message>
        <source>Position (ties share)</source>
        <translation>Place (partagée par les ex aequo)</translation>
    </message>
    <message>
        <source>Placement points (Hall of Fame)</source>
        <translation>Points de placement (tableau d’honneur)</translation>
    </message>
    <message>
        <source>The calculation in words</source>
        <translation>Le calcul en clair</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot write %1: the PDF could not be drawn</source>
        <translation>impossible d’écrire %1&#xa0;: le PDF n’a pas pu être produit</translation>
    </message>
    <message>
        <source>Each rated match gives placement points 100·n / (Hₙ·p) (n players, position p; ties share). Adjusted average μ = (Σ points + 100·(T − n)) / T, where T = %1 is the most participations: few matches count as average ones.</source>
        <translation>Chaque partie classée donne 100·n / (Hₙ·p) points de placement (n joueurs, place p&#xa0;; les ex aequo se partagent les points). Moyenne ajustée μ = (Σ points + 100·(T − n)) / T, où T = %1 est le plus grand nombre de participations&#xa0;: les parties manquantes comptent comme des parties moyennes.</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>places shared by tied players</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Dormant</source>
        <translation>En sommeil</translation>
    </message>
    <message>
        <source>back</source>
        <comment>a dormant player who played again</comment>
        <translation>retour</translation>
    </message>
    <message>
        <source>grey, no rank: no match %1</source>
        <comment>%1: in the last 12 months</comment>
        <translation>en gris, sans rang&#xa0;: aucune partie %1</translation>
    </message>
    <message>
        <source>Players with no match %1 are listed in grey, without a rank: %2</source>
        <comment>%1: in the last 12 months</comment>
        <translation>Joueurs sans partie %1, en gris et sans rang&#xa0;: %2</translation>
    </message>
    <message>
        <source>Players with no match %1 are not listed: %2</source>
        <comment>%1: in the last 12 months</comment>
        <translation>Joueurs sans partie %1, non listés&#xa0;: %2</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>new: %1</source>
        <comment>a start rating</comment>
        <translation>nouveau&#xa0;: %1</translation>
    </message>
    <message>
        <source>No match in this season.</source>
        <translation>Aucune partie pendant cette saison.</translation>
    </message>
    <message>
        <source>Season report — %1</source>
        <translation>Rapport de saison — %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a period · a game</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Closed on %1: standings and Hall of Fame as kept then.</source>
        <translation>Close le %1&#xa0;: classements et tableau d’honneur tels que conservés alors.</translation>
    </message>
    <message>
        <source>Open season: read from the results as they stand on %1.</source>
        <translation>Saison ouverte&#xa0;: lue dans les résultats tels qu’ils sont le %1.</translation>
    </message>
    <message>
        <source>The season</source>
        <translation>La saison</translation>
    </message>
    <message>
        <source>Closed on %1: its standings, Hall of Fame and figures are those kept then, whatever was corrected since.</source>
        <translation>Close le %1&#xa0;: ses classements, son tableau d’honneur et ses chiffres sont ceux conservés alors, quoi qu’on ait corrigé depuis.</translation>
    </message>
    <message>
        <source>Still open: its figures are read from the results as they stand today and change with them until it is closed.</source>
        <translation>Encore ouverte&#xa0;: ses chiffres sont lus dans les résultats tels qu’ils sont aujourd’hui et changent avec eux jusqu’à sa clôture.</translation>
    </message>
    <message>
        <source>Champions</source>
        <translation>Champions</translation>
    </message>
    <message>
        <source>No game in this season.</source>
        <translation>Aucun jeu dans cette saison.</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>no match in this season</source>
        <translation>aucune partie pendant la saison</translation>
    </message>
    <message>
        <source>none ranked</source>
        <translation>personne de classé</translation>
    </message>
    <message>
        <source>Matches in the season: %1</source>
        <translation>Parties de la saison&#xa0;: %1</translation>
    </message>
    <message>
        <source>Most active players — %1</source>
        <translation>Joueurs les plus actifs — %1</translation>
    </message>
    <message>
        <source>Champion: first of the game&apos;s standings at the season&apos;s last day; tied players share the title. Matches: played in the season.</source>
        <translation>Champion&#xa0;: premier du classement du jeu au dernier jour de la saison&#xa0;; des ex æquo partagent le titre. Parties&#xa0;: jouées pendant la saison.</translation>
    </message>
    <message>
        <source>The rating of a points game is its adjusted average.</source>
        <translation>Le classement d’un jeu aux points est sa moyenne ajustée.</translation>
    </message>
    <message>
        <source>As in the printed standings, the players with no match %1 as of that day are not ranked.</source>
        <comment>%1: in the last 12 months</comment>
        <translation>Comme dans le classement imprimé, les joueurs sans partie %1 à cette date ne sont pas classés.</translation>
    </message>
    <message>
        <source>Most active players — all games</source>
        <translation>Joueurs les plus actifs — tous les jeux</translation>
    </message>
    <message>
        <source>Rated matches played in the season.</source>
        <translation>Parties classées jouées pendant la saison.</translation>
    </message>
    <message>
        <source>Biggest rating gains</source>
        <translation>Plus fortes progressions</translation>
    </message>
    <message>
        <source>No rating rose in this season (a newcomer&apos;s first rating is not a gain).</source>
        <translation>Aucun classement n’a progressé pendant cette saison (le premier classement d’un nouveau venu n’est pas une progression).</translation>
    </message>
    <message>
        <source>Rating on %1 (new: the start rating of a player new in the game) and on %2, for players who played in the season.</source>
        <translation>Classement au %1 (nouveau&#xa0;: le classement de départ d’un joueur nouveau dans ce jeu) et au %2, pour les joueurs qui ont joué pendant la saison.</translation>
    </message>
    <message>
        <source>The season&apos;s rated matches. Games: %1 · matches: %2 · players: %3</source>
        <translation>Les parties classées de la saison. Jeux&#xa0;: %1 · parties&#xa0;: %2 · joueurs&#xa0;: %3</translation>
    </message>
    <message>
        <source>The first %1 are listed.</source>
        <translation>Les %1 premiers sont listés.</translation>
    </message>
    <message>
        <source>By table</source>
        <translation>Par table</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>(bye: %1)</source>
        <translation>(exempt&#xa0;: %1)</translation>
    </message>
    <message>
        <source>Alphabetically</source>
        <translation>Par ordre alphabétique</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Round %1, table %2 — score sheet</source>
        <translation>Ronde %1, table %2 — feuille de marque</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Standings (no round complete yet)</source>
        <translation>Classement (aucune ronde complète)</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Classement après la ronde %1</translation>
    </message>
    <message>
        <source>Placement points</source>
        <translation>Points de placement</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Ranked by the total score, then by the placement points of the tables.</source>
        <translation>Classement au total des scores, puis aux points de place des tables.</translation>
    </message>
    <message>
        <source>Tie-breaks (FIDE C.07): BH-C1 Buchholz cut 1, BH Buchholz, SB Sonneborn-Berger, PS progressive score, DE direct encounter, WIN wins.</source>
        <translation>Départages (FIDE C.07)&#xa0;: BH-C1 Buchholz moins le plus faible, BH Buchholz, SB Sonneborn-Berger, PS cumulatif, DE confrontation directe, WIN victoires.</translation>
    </message>
    <message>
        <source>Cross-table</source>
        <translation>Grille américaine</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>Each cell: the points against the player of that row.</source>
        <translation>Chaque case&#xa0;: les points contre le joueur de cette ligne.</translation>
    </message>
    <message>
        <source>Each round: the opponent&apos;s row, his colour (w, b) and the result; + a win without play (the bye).</source>
        <translation>Chaque ronde&#xa0;: la ligne de l’adversaire, sa couleur (w blancs, b noirs) et le résultat&#xa0;; + une victoire sans jouer (l’exemption).</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; has %Ln round(s) paired, not %2</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» a %Ln ronde appariée, pas %2</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» a %Ln rondes appariées, pas %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 — pairings</source>
        <translation>Ronde %1 — appariements</translation>
    </message>
    <message>
        <source>Round %1 — tables</source>
        <translation>Ronde %1 — tables</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no round paired yet</source>
        <translation>«&#xa0;%1&#xa0;» n’a encore aucune ronde appariée</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a tarot event: it has no cross-table</source>
        <translation>«&#xa0;%1&#xa0;» est un événement de tarot&#xa0;: il n’a pas de grille américaine</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an event of duels: it has no score sheets</source>
        <translation>«&#xa0;%1&#xa0;» est un événement de duels&#xa0;: il n’a pas de feuilles de marque</translation>
    </message>
    <message>
        <source>− / + (forfeit)</source>
        <translation>− / + (forfait)</translation>
    </message>
    <message>
        <source>+ / − (forfeit)</source>
        <translation>+ / − (forfait)</translation>
    </message>
    <message>
        <source>− / − (forfeit)</source>
        <translation>− / − (forfait)</translation>
    </message>
    <message>
        <source>(bye asked: ½)</source>
        <translation>(exemption demandée&#xa0;: ½)</translation>
    </message>
    <message>
        <source>(bye asked: 0)</source>
        <translation>(exemption demandée&#xa0;: 0)</translation>
    </message>
    <message>
        <source>the archive could not be made</source>
        <translation>l’archive n’a pas pu être créée</translation>
    </message>
    <message>
        <source>Hall of Fame</source>
        <translation>Tableau d’honneur</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Feuille</translation>
    </message>
    <message>
        <source>%1 is not a format of reports</source>
        <translation>%1 n’est pas un format de rapport</translation>
    </message>
    <message>
        <source>How these ratings are computed</source>
        <translation>Comment ces classements sont calculés</translation>
    </message>
    <message>
        <source>The ratings of %1 follow the rule set %2, with these parameters:</source>
        <translation>Les classements de %1 suivent le système %2, avec ces paramètres&#xa0;:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a parameter: its value</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Rule set: %1</source>
        <translation>Système de classement&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s)</source>
        <translation>
            <numerusform>%Ln donne</numerusform>
            <numerusform>%Ln donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln minute(s)</source>
        <translation>
            <numerusform>%Ln minute</numerusform>
            <numerusform>%Ln minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>%1 rates matches of %2 players; this one has %3</source>
        <translation>%1 classe les parties à %2 joueurs&#xa0;; celle-ci en compte %3</translation>
    </message>
    <message>
        <source>a player appears twice in one match</source>
        <translation>un joueur apparaît deux fois dans la même partie</translation>
    </message>
    <message>
        <source>a score is not a finite number</source>
        <translation>un score n’est pas un nombre fini</translation>
    </message>
    <message>
        <source>an outcome other than E needs a winner: give the winner the better rank</source>
        <translation>une issue autre que E demande un vainqueur&#xa0;: donnez-lui le meilleur rang</translation>
    </message>
    <message>
        <source>initial morale must be above 0 and morale lost at least 0</source>
        <translation>le moral initial doit être supérieur à 0 et le moral perdu au moins égal à 0</translation>
    </message>
    <message>
        <source>the ranks contradict the morale lost (the morale gives the winner)</source>
        <translation>les rangs contredisent le moral perdu (c’est le moral qui désigne le vainqueur)</translation>
    </message>
    <message>
        <source>%1 rates matches of %2 to %3 players; this one has %4</source>
        <translation>%1 classe les parties de %2 à %3 joueurs&#xa0;; celle-ci en compte %4</translation>
    </message>
    <message>
        <source>%1 has no parameter &apos;%2&apos; (%3)</source>
        <translation>%1 n’a pas de paramètre «&#xa0;%2&#xa0;» (%3)</translation>
    </message>
    <message>
        <source>parameter %1: &apos;%2&apos; is not a number</source>
        <translation>paramètre %1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un nombre</translation>
    </message>
    <message>
        <source>parameter %1: %2 is outside %3–%4</source>
        <translation>paramètre %1&#xa0;: %2 est hors de l’intervalle %3–%4</translation>
    </message>
    <message>
        <source>parameter experience: &apos;%1&apos; is not deals:points</source>
        <translation>paramètre experience&#xa0;: «&#xa0;%1&#xa0;» n’est pas de la forme donnes:points</translation>
    </message>
    <message>
        <source>the morale gaps must satisfy level_at ≤ level_vp ≤ level_v</source>
        <translation>les écarts de moral doivent respecter level_at ≤ level_vp ≤ level_v</translation>
    </message>
    <message>
        <source>parameter levels: three increasing gaps between 0 and 100, e.g. 10/25/50</source>
        <translation>paramètre levels&#xa0;: trois écarts croissants entre 0 et 100, par exemple 10/25/50</translation>
    </message>
    <message>
        <source>parameter experience: the deal thresholds must increase</source>
        <translation>paramètre experience&#xa0;: les seuils de donnes doivent être croissants</translation>
    </message>
    <message>
        <source>a participant has no player</source>
        <translation>un participant n’a pas de joueur</translation>
    </message>
    <message>
        <source>a rank must be 1 or more</source>
        <translation>un rang doit valoir 1 ou plus</translation>
    </message>
    <message>
        <source>start rating</source>
        <translation>classement de départ</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>morale gap (percentage points) from which the winner has a tactical advantage (AT)</source>
        <translation>écart de moral (en points de pourcentage) à partir duquel le vainqueur obtient un avantage tactique (AT)</translation>
    </message>
    <message>
        <source>morale gap from which the winner has a partial victory (VP)</source>
        <translation>écart de moral à partir duquel le vainqueur obtient une victoire mineure (VP)</translation>
    </message>
    <message>
        <source>morale gap from which the winner has a victory (V)</source>
        <translation>écart de moral à partir duquel le vainqueur obtient une victoire (V)</translation>
    </message>
    <message>
        <source>smallest army for a rated battle</source>
        <translation>plus petite armée pour une bataille classée</translation>
    </message>
    <message>
        <source>shortest rated battle, in minutes</source>
        <translation>durée minimale d’une bataille classée, en minutes</translation>
    </message>
    <message>
        <source>start rating, also the floor</source>
        <translation>classement de départ, qui est aussi le plancher</translation>
    </message>
    <message>
        <source>a rating is provisional until this many games</source>
        <translation>un classement reste provisoire jusqu’à ce nombre de parties</translation>
    </message>
    <message>
        <source>K of the lower ratings</source>
        <translation>K des classements bas</translation>
    </message>
    <message>
        <source>K of the middle ratings</source>
        <translation>K des classements moyens</translation>
    </message>
    <message>
        <source>K of the higher ratings</source>
        <translation>K des classements hauts</translation>
    </message>
    <message>
        <source>rating where the middle ratings start</source>
        <translation>classement où commencent les classements moyens</translation>
    </message>
    <message>
        <source>rating where the higher ratings start</source>
        <translation>classement où commencent les classements hauts</translation>
    </message>
    <message>
        <source>most points one duel can give</source>
        <translation>nombre maximal de points qu’un duel peut rapporter</translation>
    </message>
    <message>
        <source>T, the rating gap scale of the expected result</source>
        <translation>T, l’échelle des écarts de classement pour le résultat attendu</translation>
    </message>
    <message>
        <source>start level, also the floor</source>
        <translation>niveau de départ, qui est aussi le plancher</translation>
    </message>
    <message>
        <source>K0, amplitude of the changes</source>
        <translation>K0, amplitude des variations</translation>
    </message>
    <message>
        <source>K1 is 1.2 for a player with fewer deals than this</source>
        <translation>K1 vaut 1,2 pour un joueur ayant joué moins de donnes que ce nombre</translation>
    </message>
    <message>
        <source>points taken from a player who leaves a table</source>
        <translation>points retirés à un joueur qui quitte une table</translation>
    </message>
    <message>
        <source>a leaver&apos;s score is the lowest score at the table minus this</source>
        <translation>le score d’un joueur qui abandonne est le plus bas score de la table moins cette valeur</translation>
    </message>
    <message>
        <source>largest level difference used by the expected result</source>
        <translation>plus grand écart de niveau pris en compte pour le résultat attendu</translation>
    </message>
    <message>
        <source>experience bonus: deals reached:points, separated by &apos;;&apos; (e.g. 100:10;500:20)</source>
        <translation>bonus d’expérience&#xa0;: donnes atteintes:points, séparés par «&#xa0;;&#xa0;» (par exemple 100:10;500:20)</translation>
    </message>
    <message>
        <source>Class J</source>
        <translation>Classe J</translation>
    </message>
    <message>
        <source>Class I</source>
        <translation>Classe I</translation>
    </message>
    <message>
        <source>Class H</source>
        <translation>Classe H</translation>
    </message>
    <message>
        <source>Class G</source>
        <translation>Classe G</translation>
    </message>
    <message>
        <source>Class F</source>
        <translation>Classe F</translation>
    </message>
    <message>
        <source>Class E</source>
        <translation>Classe E</translation>
    </message>
    <message>
        <source>Class D</source>
        <translation>Classe D</translation>
    </message>
    <message>
        <source>Class C</source>
        <translation>Classe C</translation>
    </message>
    <message>
        <source>Class B</source>
        <translation>Classe B</translation>
    </message>
    <message>
        <source>Class A</source>
        <translation>Classe A</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Grand maître</translation>
    </message>
    <message>
        <source>initial rating</source>
        <translation>classement initial</translation>
    </message>
    <message>
        <source>initial rating deviation (RD)</source>
        <translation>écart-type initial du classement (RD)</translation>
    </message>
    <message>
        <source>initial volatility</source>
        <translation>volatilité initiale</translation>
    </message>
    <message>
        <source>τ: how much the volatility may change</source>
        <translation>τ&#xa0;: à quel point la volatilité peut changer</translation>
    </message>
    <message>
        <source>rating period: month, week or match (every match its own period)</source>
        <translation>période de classement&#xa0;: month (mois), week (semaine) ou match (chaque partie est sa propre période)</translation>
    </message>
    <message>
        <source>a rating is provisional while its RD is above this</source>
        <translation>un classement est provisoire tant que son RD dépasse cette valeur</translation>
    </message>
    <message>
        <source>initial μ</source>
        <translation>μ initial</translation>
    </message>
    <message>
        <source>initial σ</source>
        <translation>σ initial</translation>
    </message>
    <message>
        <source>β: the spread of one performance</source>
        <translation>β&#xa0;: la dispersion d’une performance</translation>
    </message>
    <message>
        <source>κ: σ shrinks at most by the factor √κ</source>
        <translation>κ&#xa0;: σ diminue au plus du facteur √κ</translation>
    </message>
    <message>
        <source>τ: σ grows by this before every match</source>
        <translation>τ&#xa0;: σ croît d’autant avant chaque partie</translation>
    </message>
    <message>
        <source>the rating shown is μ − z·σ</source>
        <translation>le classement affiché est μ − z·σ</translation>
    </message>
    <message>
        <source>parameter period: &apos;%1&apos; is not one of month, week, match</source>
        <translation>paramètre period&#xa0;: «&#xa0;%1&#xa0;» n’est ni month, ni week, ni match</translation>
    </message>
    <message>
        <source>openskill needs at least two teams; every participant is in the same team</source>
        <translation>openskill demande au moins deux équipes&#xa0;; tous les participants sont dans la même équipe</translation>
    </message>
    <message>
        <source>%1 has no parameter &apos;%2&apos;</source>
        <translation>%1 n’a pas de paramètre «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>the initial morale must be above 0, not %1</source>
        <translation>le moral initial doit être supérieur à 0, pas %1</translation>
    </message>
    <message>
        <source>the morale lost must be at least 0, not %1</source>
        <translation>le moral perdu doit être au moins égal à 0, pas %1</translation>
    </message>
    <message>
        <source>the morale lost (%1) is more than the initial morale (%2): a side loses at most all its morale</source>
        <translation>le moral perdu (%1) dépasse le moral initial (%2)&#xa0;: un camp perd au plus tout son moral</translation>
    </message>
    <message>
        <source>the number of turns must be at least 1, not %1</source>
        <translation>le nombre de tours doit être au moins égal à 1, pas %1</translation>
    </message>
    <message>
        <source>Elo-DSC (battle rating)</source>
        <translation>Elo-DSC (classement des batailles)</translation>
    </message>
    <message>
        <source>Outcome %1: the winner scores %2, the loser %3.</source>
        <translation>Issue %1&#xa0;: le vainqueur marque %2, le perdant %3.</translation>
    </message>
    <message>
        <source>%1: rating %2 against %3; E = 1 / (1 + 10^((%3 − %2) / 400)) = %4; change = trunc(%5 × (%6 − %4)) = trunc(%7) = %8 → %9</source>
        <translation>%1&#xa0;: classement %2 contre %3&#xa0;; E = 1 / (1 + 10^((%3 − %2) / 400)) = %4&#xa0;; variation = trunc(%5 × (%6 − %4)) = trunc(%7) = %8 → %9</translation>
    </message>
    <message>
        <source>Rating before</source>
        <translation>Classement avant</translation>
    </message>
    <message>
        <source>Opponent&apos;s rating</source>
        <translation>Classement de l’adversaire</translation>
    </message>
    <message>
        <source>Expected result E</source>
        <translation>Résultat attendu E</translation>
    </message>
    <message>
        <source>Result of the outcome level</source>
        <translation>Résultat selon l’issue</translation>
    </message>
    <message>
        <source>Change before truncation</source>
        <translation>Variation avant troncature</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Rating after</source>
        <translation>Classement après</translation>
    </message>
    <message>
        <source>Elo with a provisional period</source>
        <translation>Elo avec période provisoire</translation>
    </message>
    <message>
        <source>%1: provisional (%2 games before this one). Ea = mean of the opponents&apos; ratings over the %3 games = %4; rating = round(Ea + 400 × (G − P) / N) = %5 (was %6, %7)</source>
        <translation>%1&#xa0;: provisoire (%2 parties avant celle-ci). Ea = moyenne des classements des adversaires sur les %3 parties = %4&#xa0;; classement = round(Ea + 400 × (G − P) / N) = %5 (auparavant %6, %7)</translation>
    </message>
    <message>
        <source>%1: rating %2 against %3; expected 1 / (1 + 10^((%3 − %2) / 400)) = %4; result %5</source>
        <translation>%1&#xa0;: classement %2 contre %3&#xa0;; attendu 1 / (1 + 10^((%3 − %2) / 400)) = %4&#xa0;; résultat %5</translation>
    </message>
    <message>
        <source>K = %1</source>
        <translation>K = %1</translation>
    </message>
    <message>
        <source> × %1/%3 (opponent provisional after %1 games) = %2</source>
        <translation> × %1/%3 (adversaire provisoire après %1 parties) = %2</translation>
    </message>
    <message>
        <source>  %1; change = round(K × (%2 − %3)) = round(%4) = %5 → %6</source>
        <translation>  %1&#xa0;; variation = round(K × (%2 − %3)) = round(%4) = %5 → %6</translation>
    </message>
    <message>
        <source>  still provisional (shown with ~)</source>
        <translation>  encore provisoire (affiché avec ~)</translation>
    </message>
    <message>
        <source>Games played before</source>
        <translation>Parties jouées avant</translation>
    </message>
    <message>
        <source>Opponent&apos;s rating (provisional: Ea, mean of the opponents)</source>
        <translation>Classement de l’adversaire (provisoire&#xa0;: Ea, moyenne des adversaires)</translation>
    </message>
    <message>
        <source>Expected result</source>
        <translation>Résultat attendu</translation>
    </message>
    <message>
        <source>Result (1 win, ½ draw, 0 loss)</source>
        <translation>Résultat (1 victoire, ½ nulle, 0 défaite)</translation>
    </message>
    <message>
        <source>K of the rating band</source>
        <translation>K de la tranche de classement</translation>
    </message>
    <message>
        <source>Opponent provisional: n/%1</source>
        <translation>Adversaire provisoire&#xa0;: n/%1</translation>
    </message>
    <message>
        <source>K applied</source>
        <translation>K appliqué</translation>
    </message>
    <message>
        <source>Change before rounding</source>
        <translation>Variation avant arrondi</translation>
    </message>
    <message>
        <source>Still provisional</source>
        <translation>Encore provisoire</translation>
    </message>
    <message>
        <source>Fermi (zero-sum duel rating)</source>
        <translation>Fermi (classement des duels à somme nulle)</translation>
    </message>
    <message>
        <source>%1: rating %2 against %3; expected 1 / (1 + 10^((%3 − %2) / T)) = %4; points = round(%5 × (%6 − %4)) = round(%7) = %8 → %9</source>
        <translation>%1&#xa0;: classement %2 contre %3&#xa0;; attendu 1 / (1 + 10^((%3 − %2) / T)) = %4&#xa0;; points = round(%5 × (%6 − %4)) = round(%7) = %8 → %9</translation>
    </message>
    <message>
        <source>  left the duel: counted as a loss</source>
        <translation>  a quitté le duel&#xa0;: compté comme une défaite</translation>
    </message>
    <message>
        <source>Result (1 win, 0 loss)</source>
        <translation>Résultat (1 victoire, 0 défaite)</translation>
    </message>
    <message>
        <source>Largest gain</source>
        <translation>Gain maximal</translation>
    </message>
    <message>
        <source>Points before rounding</source>
        <translation>Points avant arrondi</translation>
    </message>
    <message>
        <source>Points won or lost</source>
        <translation>Points gagnés ou perdus</translation>
    </message>
    <message>
        <source>Glicko-2</source>
        <translation>Glicko-2</translation>
    </message>
    <message>
        <source>this match is its own rating period</source>
        <translation>cette partie est sa propre période de classement</translation>
    </message>
    <message>
        <source>rating period: the week of %1</source>
        <translation>période de classement&#xa0;: la semaine du %1</translation>
    </message>
    <message>
        <source>rating period: the month %1</source>
        <translation>période de classement&#xa0;: le mois %1</translation>
    </message>
    <message>
        <source>%1: %2; it started from rating %3, RD %4, volatility %5 (after %6 games; the RD grows by the volatility for each period without a game)</source>
        <translation>%1&#xa0;: %2&#xa0;; elle est partie du classement %3, RD %4, volatilité %5 (après %6 parties&#xa0;; le RD croît de la volatilité à chaque période sans partie)</translation>
    </message>
    <message>
        <source>  against %1 (rating %2, RD %3 at the period&apos;s start): g = %4, E = %5, result %6</source>
        <translation>  contre %1 (classement %2, RD %3 au début de la période)&#xa0;: g = %4, E = %5, résultat %6</translation>
    </message>
    <message>
        <source>  this match adds Σ g²E(1 − E) = %1 and Σ g(s − E) = %2 to the period&apos;s sums</source>
        <translation>  cette partie ajoute Σ g²E(1 − E) = %1 et Σ g(s − E) = %2 aux sommes de la période</translation>
    </message>
    <message>
        <source>  the period so far: Σ g²E(1 − E) = %1, Σ g(s − E) = %2 → v = %3, Δ = %4; new volatility %5, RD %6, rating %7 → %8 (%9)</source>
        <translation>  la période jusqu’ici&#xa0;: Σ g²E(1 − E) = %1, Σ g(s − E) = %2 → v = %3, Δ = %4&#xa0;; nouvelle volatilité %5, RD %6, classement %7 → %8 (%9)</translation>
    </message>
    <message>
        <source>  until the period ends these are provisional: its last match gives the paper&apos;s end-of-period values</source>
        <translation>  jusqu’à la fin de la période, ces valeurs sont provisoires&#xa0;: sa dernière partie donne les valeurs de fin de période de l’article</translation>
    </message>
    <message>
        <source>  provisional while the RD is above the provisional_rd parameter</source>
        <translation>  provisoire tant que le RD dépasse le paramètre provisional_rd</translation>
    </message>
    <message>
        <source>Rating at the period&apos;s start</source>
        <translation>Classement au début de la période</translation>
    </message>
    <message>
        <source>RD at the period&apos;s start</source>
        <translation>RD au début de la période</translation>
    </message>
    <message>
        <source>Expected result (mean of the pairings)</source>
        <translation>Résultat attendu (moyenne des confrontations)</translation>
    </message>
    <message>
        <source>Result (mean of the pairings)</source>
        <translation>Résultat (moyenne des confrontations)</translation>
    </message>
    <message>
        <source>Niveau (table level)</source>
        <translation>Niveau (niveau de table)</translation>
    </message>
    <message>
        <source>%1: level %2 (%3 deals before), mean level of the others %4.</source>
        <translation>%1&#xa0;: niveau %2 (%3 donnes auparavant), niveau moyen des autres %4.</translation>
    </message>
    <message>
        <source>  left the table: score counted as the lowest score − %1 = %2</source>
        <translation>  a quitté la table&#xa0;: score compté comme le plus bas score − %1 = %2</translation>
    </message>
    <message>
        <source>  result %1 (half placement, half score); expected 0.5 + 0.001 × clamp(%2 − %3, ±%4) = %5</source>
        <translation>  résultat %1 (moitié place, moitié score)&#xa0;; attendu 0,5 + 0,001 × clamp(%2 − %3, ±%4) = %5</translation>
    </message>
    <message>
        <source>  K = K0 %1 × K1 %2 × K2 %3 = %4; change = K × (%5 − %6) = %7 (%8)</source>
        <translation>  K = K0 %1 × K1 %2 × K2 %3 = %4&#xa0;; variation = K × (%5 − %6) = %7 (%8)</translation>
    </message>
    <message>
        <source>  penalty for leaving: −%1</source>
        <translation>  pénalité d’abandon&#xa0;: −%1</translation>
    </message>
    <message>
        <source>  experience bonus: %1</source>
        <translation>  bonus d’expérience&#xa0;: %1</translation>
    </message>
    <message>
        <source>  new level %1 (shown %2)</source>
        <translation>  nouveau niveau %1 (affiché %2)</translation>
    </message>
    <message>
        <source>Level before</source>
        <translation>Niveau avant</translation>
    </message>
    <message>
        <source>Deals played before</source>
        <translation>Donnes jouées avant</translation>
    </message>
    <message>
        <source>Mean level of the others</source>
        <translation>Niveau moyen des autres</translation>
    </message>
    <message>
        <source>Score used (a leaver&apos;s: lowest − %1)</source>
        <translation>Score retenu (abandon&#xa0;: le plus bas − %1)</translation>
    </message>
    <message>
        <source>Result (half placement, half score)</source>
        <translation>Résultat (moitié place, moitié score)</translation>
    </message>
    <message>
        <source>K0</source>
        <translation>K0</translation>
    </message>
    <message>
        <source>K1</source>
        <translation>K1</translation>
    </message>
    <message>
        <source>K2</source>
        <translation>K2</translation>
    </message>
    <message>
        <source>K = K0 × K1 × K2</source>
        <translation>K = K0 × K1 × K2</translation>
    </message>
    <message>
        <source>Change = K × (result − expected)</source>
        <translation>Variation = K × (résultat − attendu)</translation>
    </message>
    <message>
        <source>Penalty for leaving</source>
        <translation>Pénalité d’abandon</translation>
    </message>
    <message>
        <source>Experience bonus</source>
        <translation>Bonus d’expérience</translation>
    </message>
    <message>
        <source>Level after</source>
        <translation>Niveau après</translation>
    </message>
    <message>
        <source>below 0</source>
        <translation>sous 0</translation>
    </message>
    <message>
        <source>OpenSkill (Weng–Lin)</source>
        <translation>OpenSkill (Weng–Lin)</translation>
    </message>
    <message>
        <source>c = √(Σ over the teams of (σ²team + β²)) = %1; each σ first grows by τ = %2</source>
        <translation>c = √(Σ sur les équipes de (σ²équipe + β²)) = %1&#xa0;; chaque σ croît d’abord de τ = %2</translation>
    </message>
    <message>
        <source>%1: μ %2, σ %3 (%4 with τ) → %5</source>
        <translation>%1&#xa0;: μ %2, σ %3 (%4 avec τ) → %5</translation>
    </message>
    <message>
        <source>μ %1, σ %2</source>
        <translation>μ %1, σ %2</translation>
    </message>
    <message>
        <source>  team: Ω = %1, Δ = %2 (shared in proportion to σ²); expected %3 (chance of finishing ahead of each other team, mean), result %4</source>
        <translation>  équipe&#xa0;: Ω = %1, Δ = %2 (partagé en proportion de σ²)&#xa0;; attendu %3 (chance de finir devant chaque autre équipe, en moyenne), résultat %4</translation>
    </message>
    <message>
        <source>  rating μ − %1σ: %2 → %3 (%4)</source>
        <translation>  classement μ − %1σ&#xa0;: %2 → %3 (%4)</translation>
    </message>
    <message>
        <source>μ before</source>
        <translation>μ avant</translation>
    </message>
    <message>
        <source>σ before</source>
        <translation>σ avant</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Rating (μ − %1σ) before</source>
        <translation>Classement (μ − %1σ) avant</translation>
    </message>
    <message>
        <source>Rating (μ − %1σ) after</source>
        <translation>Classement (μ − %1σ) après</translation>
    </message>
    <message>
        <source>Placement points</source>
        <translation>Points de placement</translation>
    </message>
    <message>
        <source>%1: average %2 → %3</source>
        <translation>%1&#xa0;: moyenne %2 → %3</translation>
    </message>
    <message>
        <source>Average before</source>
        <translation>Moyenne avant</translation>
    </message>
    <message>
        <source>Average after</source>
        <translation>Moyenne après</translation>
    </message>
    <message>
        <source>  %1: position %2 of %3 → %4 placement points (Hall of Fame)</source>
        <translation>  %1&#xa0;: place %2 sur %3 → %4 points de placement (tableau d’honneur)</translation>
    </message>
    <message>
        <source>  the floor of %1 applied</source>
        <translation>  plancher de %1 appliqué</translation>
    </message>
    <message>
        <source>rounded half away from zero</source>
        <translation>arrondi au plus proche (les demis en s’éloignant de zéro)</translation>
    </message>
    <message>
        <source>truncated toward zero</source>
        <translation>tronqué vers zéro</translation>
    </message>
    <message>
        <source>provisional formula, rounded half away from zero</source>
        <translation>formule provisoire, arrondi au plus proche (les demis en s’éloignant de zéro)</translation>
    </message>
    <message>
        <source>kept unrounded</source>
        <translation>non arrondi</translation>
    </message>
    <message>
        <source>the file is larger than %1 bytes: it is not a tournament report</source>
        <translation>le fichier dépasse %1 octets&#xa0;: ce n’est pas un rapport de tournoi</translation>
    </message>
    <message>
        <source>the line is longer than %1 characters</source>
        <translation>la ligne dépasse %1 caractères</translation>
    </message>
    <message>
        <source>a control character is not allowed in a tournament report</source>
        <translation>un caractère de contrôle n’est pas admis dans un rapport de tournoi</translation>
    </message>
    <message>
        <source>this line is not a record of a tournament report (a record starts with a three-character code such as 001 or 012, then a space)</source>
        <translation>cette ligne n’est pas un enregistrement de rapport de tournoi (un enregistrement commence par un code de trois caractères, comme 001 ou 012, suivi d’une espace)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of players or teams (a whole number from %2 to %3)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre de joueurs ou d’équipes (un nombre entier de %2 à %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of rounds (a whole number from %2 to %3)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre de rondes (un nombre entier de %2 à %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of points (such as 11.5)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre de points (comme 11.5)</translation>
    </message>
    <message>
        <source>a round date takes 8 columns (YY/MM/DD, round 1 in columns 92 to 99, then every 10 columns)</source>
        <translation>la date d’une ronde occupe 8 colonnes (AA/MM/JJ, la ronde 1 dans les colonnes 92 à 99, puis toutes les 10 colonnes)</translation>
    </message>
    <message>
        <source>the first round&apos;s date starts at column 92</source>
        <translation>la date de la première ronde commence à la colonne 92</translation>
    </message>
    <message>
        <source>the initial colour is W or B, not &apos;%1&apos;</source>
        <translation>la couleur initiale est W ou B, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>record 162 pairs a result code (column 6, then every 9 columns) with its points (the 4 columns after it)</source>
        <translation>l’enregistrement 162 associe un code de résultat (colonne 6, puis toutes les 9 colonnes) à ses points (les 4 colonnes suivantes)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a result code of record 162 (W, D, L, A, P or X)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un code de résultat de l’enregistrement 162 (W, D, L, A, P ou X)</translation>
    </message>
    <message>
        <source>column %1 must be blank: the field before it ends at column %2</source>
        <translation>la colonne %1 doit être vide&#xa0;: le champ qui la précède se termine à la colonne %2</translation>
    </message>
    <message>
        <source>starting rank %1 is given to two players</source>
        <translation>le numéro de départ %1 est donné à deux joueurs</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a starting rank (a whole number from %2 to %3)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un numéro de départ (un nombre entier de %2 à %3)</translation>
    </message>
    <message>
        <source>a player line (001) needs its starting rank in columns 5 to 8</source>
        <translation>une ligne de joueur (001) doit donner son numéro de départ dans les colonnes 5 à 8</translation>
    </message>
    <message>
        <source>the sex in column 10 is m, w or blank, not &apos;%1&apos;</source>
        <translation>le sexe, colonne 10, est m, w ou vide, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rating (a whole number from %2 to %3)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un classement Elo (un nombre entier de %2 à %3)</translation>
    </message>
    <message>
        <source>the FIDE number &apos;%1&apos; is not a number</source>
        <translation>le numéro FIDE «&#xa0;%1&#xa0;» n’est pas un nombre</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rank (a whole number from %2 to %3)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un rang (un nombre entier de %2 à %3)</translation>
    </message>
    <message>
        <source>a player line carries at most %1 rounds</source>
        <translation>une ligne de joueur porte au plus %1 rondes</translation>
    </message>
    <message>
        <source>the colour is w, b or -, not &apos;%1&apos;</source>
        <translation>la couleur est w, b ou -, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a result of a tournament report (1 = 0 + - W D L H F U Z or blank)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un résultat de rapport de tournoi (1 = 0 + - W D L H F U Z ou vide)</translation>
    </message>
    <message>
        <source>a round takes 8 columns (round 1 in columns 92 to 99, then every 10 columns)</source>
        <translation>une ronde occupe 8 colonnes (la ronde 1 dans les colonnes 92 à 99, puis toutes les 10 colonnes)</translation>
    </message>
    <message>
        <source>the file has no player line (001): it is not a tournament report</source>
        <translation>le fichier n’a aucune ligne de joueur (001)&#xa0;: ce n’est pas un rapport de tournoi</translation>
    </message>
    <message>
        <source>this player has more rounds than the %1 of record 142</source>
        <translation>ce joueur a plus de rondes que les %1 de l’enregistrement 142</translation>
    </message>
    <message>
        <source>a player cannot play himself (round %1)</source>
        <translation>un joueur ne peut pas jouer contre lui-même (ronde %1)</translation>
    </message>
    <message>
        <source>%1 has no rating (its standings are placement points): a player cannot start it with one</source>
        <translation>%1 n’a pas de classement (ses classements sont des points de placement)&#xa0;: un joueur ne peut pas y arriver avec un classement</translation>
    </message>
    <message>
        <source>a starting rating must be a number from %1 to %2, not %3</source>
        <translation>un classement de départ est un nombre de %1 à %2, pas %3</translation>
    </message>
    <message>
        <source>%1 has no rating deviation: give the starting rating alone</source>
        <translation>%1 n’a pas d’écart de classement&#xa0;: donnez le classement de départ seul</translation>
    </message>
    <message>
        <source>a rating deviation must be a number above 0 and at most %1, not %2</source>
        <translation>un écart de classement est un nombre supérieur à 0 et d’au plus %1, pas %2</translation>
    </message>
    <message>
        <source>%1 starts no one below its floor of %2, not %3</source>
        <translation>%1 ne fait partir personne sous son plancher de %2, pas de %3</translation>
    </message>
    <message>
        <source>the opponent %1 of round %2 has no player line</source>
        <translation>l’adversaire %1 de la ronde %2 n’a pas de ligne de joueur</translation>
    </message>
    <message>
        <source>Credited games</source>
        <translation>Parties créditées</translation>
    </message>
    <message>
        <source>Σ opponents&apos; ratings</source>
        <translation>Σ des classements des adversaires</translation>
    </message>
    <message>
        <source>Wins − losses</source>
        <translation>Victoires − défaites</translation>
    </message>
    <message>
        <source>RD</source>
        <translation>RD</translation>
    </message>
    <message>
        <source>Volatility</source>
        <translation>Volatilité</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <source>Experience thresholds passed</source>
        <translation>Paliers d’expérience franchis</translation>
    </message>
    <message>
        <source>μ (mean)</source>
        <translation>μ (moyenne)</translation>
    </message>
    <message>
        <source>σ (uncertainty)</source>
        <translation>σ (incertitude)</translation>
    </message>
    <message>
        <source>army points are given for one side only</source>
        <translation>les points d’armée ne sont donnés que pour un seul camp</translation>
    </message>
    <message>
        <source>turns are given for one side only</source>
        <translation>les tours ne sont donnés que pour un seul camp</translation>
    </message>
    <message>
        <source>a battle needs an outcome or both sides&apos; morale and morale lost</source>
        <translation>une bataille demande une issue ou le moral initial et le moral perdu des deux camps</translation>
    </message>
    <message>
        <source>miniature wargame battles, two sides</source>
        <translation>batailles de figurines, deux camps</translation>
    </message>
    <message>
        <source>chess and other duels</source>
        <translation>les échecs et les autres duels</translation>
    </message>
    <message>
        <source>word-game duels such as Scrabble</source>
        <translation>duels de jeux de lettres comme le Scrabble</translation>
    </message>
    <message>
        <source>any game of 2 to 5 players, played now and then</source>
        <translation>tout jeu de 2 à 5 joueurs, joué de temps en temps</translation>
    </message>
    <message>
        <source>every player needs a score</source>
        <translation>chaque joueur doit avoir un score</translation>
    </message>
    <message>
        <source>the number of deals played at the table is needed, at least 1</source>
        <translation>il faut le nombre de donnes jouées à la table, au moins 1</translation>
    </message>
    <message>
        <source>card games such as tarot, 3 to 5 players a table</source>
        <translation>jeux de cartes comme le tarot, 3 à 5 joueurs par table</translation>
    </message>
    <message>
        <source>team-mates must share a rank</source>
        <translation>les coéquipiers doivent avoir le même rang</translation>
    </message>
    <message>
        <source>any game, teams and large tables included</source>
        <translation>tout jeu, équipes et grandes tables comprises</translation>
    </message>
    <message>
        <source>games with no rating, such as belote: points for the Hall of Fame</source>
        <translation>jeux sans classement comme la belote&#xa0;: des points pour le tableau d’honneur</translation>
    </message>
    <message>
        <source>every player needs a rank or a score</source>
        <translation>chaque joueur doit avoir un rang ou un score</translation>
    </message>
</context>
<context>
    <name>explanation</name>
    <message>
        <source>the match was declared void</source>
        <translation>la partie a été annulée</translation>
    </message>
    <message>
        <source>both players belong to the same household</source>
        <translation>les deux joueurs sont du même foyer</translation>
    </message>
    <message>
        <source>the armies were not the same size</source>
        <translation>les armées n’avaient pas la même taille</translation>
    </message>
    <message>
        <source>an army was below the minimum size</source>
        <translation>une armée était sous la taille minimale</translation>
    </message>
    <message>
        <source>the battle was shorter than the minimum duration</source>
        <translation>la bataille a été plus courte que la durée minimale</translation>
    </message>
    <message>
        <source>the sides did not play the same number of turns</source>
        <translation>les camps n’ont pas joué le même nombre de tours</translation>
    </message>
    <message>
        <source> rank %1</source>
        <translation> rang %1</translation>
    </message>
    <message>
        <source> score %1</source>
        <translation> score %1</translation>
    </message>
    <message>
        <source> morale lost %1 of %2</source>
        <translation> moral perdu %1 sur %2</translation>
    </message>
    <message>
        <source> (left)</source>
        <translation> (abandon)</translation>
    </message>
    <message>
        <source>Match %1, %2 (%3), %4: %5</source>
        <translation>Partie %1, %2 (%3), %4&#xa0;: %5</translation>
    </message>
    <message>
        <source>Not rated: %1. It counts nowhere (no rating change, no placement points).</source>
        <translation>Non classée&#xa0;: %1. Elle ne compte nulle part (aucune variation de classement, aucun point de placement).</translation>
    </message>
    <message>
        <source>Fresh start of the season %1: every rating of %2 started again from %3 on %4; this is the first match since for %5.</source>
        <translation>Nouveau départ de la saison %1&#xa0;: tous les classements de %2 sont repartis de %3 le %4&#xa0;; c’est la première partie depuis pour %5.</translation>
    </message>
    <message>
        <source>the rule set cannot rate this match</source>
        <translation>le système de classement ne peut pas classer cette partie</translation>
    </message>
    <message>
        <source>%1 started from his starting rating in %2, %3 (deviation %4), not from the rule set&apos;s start (%5).</source>
        <translation>%1 est parti de son classement de départ en %2, %3 (écart %4), et non du départ du système (%5).</translation>
    </message>
    <message>
        <source>%1 started from his starting rating in %2, %3, not from the rule set&apos;s start (%4).</source>
        <translation>%1 est parti de son classement de départ en %2, %3, et non du départ du système (%4).</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>in the last month</source>
        <translation>depuis un mois</translation>
    </message>
    <message>
        <source>in the last %1 months</source>
        <translation>depuis %1&#xa0;mois</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Palmarès — a club manager for game clubs.</source>
        <translation>Palmarès — la gestion des clubs de jeux.</translation>
    </message>
    <message>
        <source>The club to open: a file or a postgresql:// URL.</source>
        <translation>Le club à ouvrir&#xa0;: un fichier ou une URL postgresql://.</translation>
    </message>
    <message>
        <source>Open the demo club (created if it does not exist).</source>
        <translation>Ouvrir le club de démonstration (créé s’il n’existe pas).</translation>
    </message>
    <message>
        <source>Save pictures of every view and of the result dialog into &lt;folder&gt;, then quit.</source>
        <translation>Enregistrer des images de chaque vue et de la fenêtre de résultat dans &lt;folder&gt;, puis quitter.</translation>
    </message>
</context>
<context>
    <name>palmares::club::Backtester</name>
    <message>
        <source>rule set &apos;%1&apos; is named twice in the comparison (name a second trial system@label)</source>
        <translation>le système de classement «&#xa0;%1&#xa0;» est nommé deux fois dans la comparaison (nommez un second essai système@étiquette)</translation>
    </message>
    <message>
        <source>the experience threshold cannot be negative</source>
        <translation>le seuil d’expérience ne peut pas être négatif</translation>
    </message>
    <message>
        <source>match %1: %2</source>
        <translation>partie %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the comparison was cancelled</source>
        <translation>la comparaison a été annulée</translation>
    </message>
</context>
<context>
    <name>palmares::club::Club</name>
    <message>
        <source>its ratings could not be rebuilt: %1</source>
        <translation>ses classements n’ont pas pu être recalculés&#xa0;: %1</translation>
    </message>
    <message>
        <source>this club is already set up (club &apos;%1&apos;)</source>
        <translation>ce club est déjà créé (club «&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <source>the club needs a name</source>
        <translation>le club doit avoir un nom</translation>
    </message>
    <message>
        <source>%1: its ratings are marked out of date and could not be rebuilt: %2; it was left untouched</source>
        <translation>%1&#xa0;: ses classements sont marqués périmés et n’ont pas pu être recalculés&#xa0;: %2&#xa0;; le club n’a pas été modifié</translation>
    </message>
</context>
<context>
    <name>palmares::club::Conversions</name>
    <message>
        <source>match %1 was changed by someone else since you opened it; reload it</source>
        <translation>la partie %1 a été modifiée par quelqu’un d’autre depuis que vous l’avez ouverte&#xa0;; rechargez-la</translation>
    </message>
    <message>
        <source>there is no match &apos;%1&apos;</source>
        <translation>il n’y a pas de partie «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>palmares::club::Directory</name>
    <message>
        <source>there is no player named &apos;%1&apos;</source>
        <translation>il n’y a pas de joueur nommé «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>palmares::club::Events</name>
    <message numerus="yes">
        <source>%Ln player(s) to seat: a table needs at least 4</source>
        <translation>
            <numerusform>%Ln joueur à placer&#xa0;: une table en demande au moins 4</numerusform>
            <numerusform>%Ln joueurs à placer&#xa0;: une table en demande au moins 4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s) to pair: a round needs at least 2</source>
        <translation>
            <numerusform>%Ln joueur à apparier&#xa0;: une ronde en demande au moins 2</numerusform>
            <numerusform>%Ln joueurs à apparier&#xa0;: une ronde en demande au moins 2</numerusform>
        </translation>
    </message>
    <message>
        <source>no pairing of the %1 players avoids a rematch (or gives the bye to someone who has not had it): pair this round by hand, with swaps</source>
        <translation>aucun appariement des %1 joueurs n’évite une revanche (ou ne donne l’exempt à quelqu’un qui ne l’a pas eu)&#xa0;: appariez cette ronde à la main, par échanges</translation>
    </message>
    <message>
        <source>every round of the round robin is paired already</source>
        <translation>toutes les rondes du toutes-rondes sont déjà appariées</translation>
    </message>
    <message>
        <source>%1 players cannot sit at tables of 4 and 5 (6, 7 and 11 cannot): enter or withdraw a player</source>
        <translation>%1 joueurs ne peuvent pas s’asseoir à des tables de 4 et 5 (6, 7 et 11 ne le peuvent pas)&#xa0;: inscrivez ou retirez un joueur</translation>
    </message>
    <message>
        <source>no round of &apos;%1&apos; is paired yet</source>
        <translation>aucune ronde de «&#xa0;%1&#xa0;» n’est encore appariée</translation>
    </message>
    <message>
        <source>round %1 of &apos;%2&apos; has results already (table %3): delete them first</source>
        <translation>la ronde %1 de «&#xa0;%2&#xa0;» a déjà des résultats (table %3)&#xa0;: supprimez-les d’abord</translation>
    </message>
    <message>
        <source>Swiss (FIDE Dutch system)</source>
        <translation>Suisse (système hollandais FIDE)</translation>
    </message>
    <message>
        <source>Round robin (Berger tables)</source>
        <translation>Toutes-rondes (tables de Berger)</translation>
    </message>
    <message>
        <source>Tables of 4 and 5</source>
        <translation>Tables de 4 et 5</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>there is no event named &apos;%1&apos; (the club has no event yet)</source>
        <translation>il n’y a pas d’événement nommé «&#xa0;%1&#xa0;» (le club n’a pas encore d’événement)</translation>
    </message>
    <message>
        <source>there is no event named &apos;%1&apos; (events: %2)</source>
        <translation>il n’y a pas d’événement nommé «&#xa0;%1&#xa0;» (événements&#xa0;: %2)</translation>
    </message>
    <message>
        <source>an event needs a name of 1 to %1 characters</source>
        <translation>un événement demande un nom de 1 à %1 caractères</translation>
    </message>
    <message>
        <source>the club already has an event named &apos;%1&apos;</source>
        <translation>le club a déjà un événement nommé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>an event needs its first day</source>
        <translation>un événement demande son premier jour</translation>
    </message>
    <message>
        <source>the last day (%1) is before the first (%2)</source>
        <translation>le dernier jour (%1) précède le premier (%2)</translation>
    </message>
    <message>
        <source>the number of rounds must be between 0 (as many as you pair) and %1</source>
        <translation>le nombre de rondes doit être entre 0 (autant que vous en appariez) et %1</translation>
    </message>
    <message>
        <source>a bye is worth between 0 and 1 point</source>
        <translation>un exempt vaut entre 0 et 1 point</translation>
    </message>
    <message>
        <source>tables of 4 and 5 are for games played four or more at a table; &apos;%1&apos; is played by two: pair it (swiss, round-robin or random)</source>
        <translation>les tables de 4 et 5 sont pour les jeux qui se jouent à quatre ou plus&#xa0;; «&#xa0;%1&#xa0;» se joue à deux&#xa0;: appariez-le (suisse, toutes-rondes ou au hasard)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not played in duels: seat it at tables</source>
        <translation>«&#xa0;%1&#xa0;» ne se joue pas en duel&#xa0;: placez les joueurs à des tables</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; has %Ln result(s): delete them before the event (they are ordinary matches of the club, and would lose their event)</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» a %Ln résultat&#xa0;: supprimez-le avant l’événement (c’est une partie ordinaire du club, qui perdrait son événement)</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» a %Ln résultats&#xa0;: supprimez-les avant l’événement (ce sont des parties ordinaires du club, qui perdraient leur événement)</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a player of the club (add him first, or let Palmarès add the new players)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un joueur du club (ajoutez-le d’abord, ou laissez Palmarès ajouter les nouveaux joueurs)</translation>
    </message>
    <message>
        <source>%1 is entered in &apos;%2&apos; already</source>
        <translation>%1 est déjà inscrit à «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1 is not entered in &apos;%2&apos;</source>
        <translation>%1 n’est pas inscrit à «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1 is withdrawn from &apos;%2&apos; already</source>
        <translation>%1 est déjà retiré de «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>round %1 of &apos;%2&apos; has results still to enter: round %3 is paired once it is complete</source>
        <translation>la ronde %1 de «&#xa0;%2&#xa0;» a encore des résultats à saisir&#xa0;: la ronde %3 s’apparie quand elle est complète</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; has its %Ln round(s) paired already</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» a déjà sa ronde appariée (%Ln ronde en tout)</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» a déjà ses %Ln rondes appariées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not play round %2 of &apos;%3&apos;</source>
        <translation>%1 ne joue pas la ronde %2 de «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>table %1 of round %2 has its result already: delete it first</source>
        <translation>la table %1 de la ronde %2 a déjà son résultat&#xa0;: supprimez-le d’abord</translation>
    </message>
    <message>
        <source>round %1 of &apos;%2&apos; has no table %3</source>
        <translation>la ronde %1 de «&#xa0;%2&#xa0;» n’a pas de table %3</translation>
    </message>
    <message>
        <source>table %1 of round %2 has its result already (match %3)</source>
        <translation>la table %1 de la ronde %2 a déjà son résultat (partie %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an event of %2, not of %3</source>
        <translation>«&#xa0;%1&#xa0;» est un événement de %2, pas de %3</translation>
    </message>
    <message>
        <source>table %1 of round %2 is %3, not %4</source>
        <translation>la table %1 de la ronde %2 est %3, pas %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is played at tables: its standings say who scored what, a cross-table is for duels</source>
        <translation>«&#xa0;%1&#xa0;» se joue à des tables&#xa0;: son classement dit qui a marqué quoi, une grille américaine est pour les duels</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is played at tables: a tournament report file is for duels</source>
        <translation>«&#xa0;%1&#xa0;» se joue à des tables&#xa0;: un fichier de rapport de tournoi est pour les duels</translation>
    </message>
    <message>
        <source>the file gives no start date (record 042) nor round dates (record 132)</source>
        <translation>le fichier ne donne ni date de début (enregistrement 042) ni dates des rondes (enregistrement 132)</translation>
    </message>
    <message>
        <source>match %1: the result of an event&apos;s table needs its event, round and table</source>
        <translation>partie %1&#xa0;: le résultat d’une table d’un événement demande son événement, sa ronde et sa table</translation>
    </message>
    <message>
        <source>match %1: %2</source>
        <translation>partie %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>match %1: table %2 of round %3 has its result on line %4 already</source>
        <translation>partie %1&#xa0;: la table %2 de la ronde %3 a déjà son résultat ligne %4</translation>
    </message>
    <message>
        <source>round %1 of &apos;%2&apos; is not paired (rounds paired: %3)</source>
        <translation>la ronde %1 de «&#xa0;%2&#xa0;» n’est pas appariée (rondes appariées&#xa0;: %3)</translation>
    </message>
    <message>
        <source>a forfeit says who did not come: the first player, the second or both</source>
        <translation>un forfait dit qui n’est pas venu&#xa0;: le premier joueur, le second ou les deux</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is played at tables: a forfeit is for duels (leave an absent player out of the next round with a bye)</source>
        <translation>«&#xa0;%1&#xa0;» se joue à des tables&#xa0;: un forfait est pour les duels (laissez un joueur absent hors de la prochaine ronde par un exempt)</translation>
    </message>
    <message>
        <source>table %1 of round %2 is a forfeit already: clear it first</source>
        <translation>la table %1 de la ronde %2 est déjà un forfait&#xa0;: annulez-le d’abord</translation>
    </message>
    <message>
        <source>table %1 of round %2 has its result already (match %3): delete it first</source>
        <translation>la table %1 de la ronde %2 a déjà son résultat (partie %3)&#xa0;: supprimez-le d’abord</translation>
    </message>
    <message>
        <source>table %1 of round %2 is not a forfeit</source>
        <translation>la table %1 de la ronde %2 n’est pas un forfait</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a round robin: its pairings are fixed by the Berger tables, so a player who cannot come loses his game by forfeit</source>
        <translation>«&#xa0;%1&#xa0;» est un toutes-rondes&#xa0;: ses appariements sont fixés par les tables de Berger, donc un joueur qui ne peut pas venir perd sa partie par forfait</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is played at tables, where a round is scored at the table: a bye there is worth nothing (ask for a zero-point bye)</source>
        <translation>«&#xa0;%1&#xa0;» se joue à des tables, où une ronde se marque à la table&#xa0;: un exempt n’y vaut rien (demandez un exempt à zéro point)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no round %2</source>
        <translation>«&#xa0;%1&#xa0;» n’a pas de ronde %2</translation>
    </message>
    <message>
        <source>round %1 of &apos;%2&apos; is paired already: a bye is asked for before its round is paired (unpair it first)</source>
        <translation>la ronde %1 de «&#xa0;%2&#xa0;» est déjà appariée&#xa0;: un exempt se demande avant que sa ronde soit appariée (désappariez-la d’abord)</translation>
    </message>
    <message>
        <source>%1 does not play round %2 of &apos;%3&apos; (entered later, or withdrawn)</source>
        <translation>%1 ne joue pas la ronde %2 de «&#xa0;%3&#xa0;» (inscrit plus tard, ou retiré)</translation>
    </message>
    <message>
        <source>%1 has a bye in round %2 of &apos;%3&apos; already: cancel it first</source>
        <translation>%1 a déjà un exempt à la ronde %2 de «&#xa0;%3&#xa0;»&#xa0;: annulez-le d’abord</translation>
    </message>
    <message>
        <source>%1 has no bye in round %2 of &apos;%3&apos;</source>
        <translation>%1 n’a pas d’exempt à la ronde %2 de «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>round %1 of &apos;%2&apos; is paired already, without %3: unpair it first</source>
        <translation>la ronde %1 de «&#xa0;%2&#xa0;» est déjà appariée, sans %3&#xa0;: désappariez-la d’abord</translation>
    </message>
    <message>
        <source>table %1 of round %2 is a forfeit: clear it before entering a result</source>
        <translation>la table %1 de la ronde %2 est un forfait&#xa0;: annulez-le avant de saisir un résultat</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has rounds 1 to %2 complete</source>
        <translation>«&#xa0;%1&#xa0;» a les rondes 1 à %2 complètes</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no complete round yet</source>
        <translation>«&#xa0;%1&#xa0;» n’a encore aucune ronde complète</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has only round 1 complete</source>
        <translation>«&#xa0;%1&#xa0;» n’a que la ronde 1 complète</translation>
    </message>
    <message>
        <source>%1: no standings after round %2</source>
        <translation>%1&#xa0;: pas de classement après la ronde %2</translation>
    </message>
</context>
<context>
    <name>palmares::club::Explainer</name>
    <message>
        <source>there is no match &apos;%1&apos;</source>
        <translation>il n’y a pas de partie «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>palmares::club::GameCatalogue</name>
    <message>
        <source>there is no game named &apos;%1&apos; (the club has no game yet)</source>
        <translation>il n’y a pas de jeu nommé «&#xa0;%1&#xa0;» (le club n’a encore aucun jeu)</translation>
    </message>
    <message>
        <source>there is no game named &apos;%1&apos; (games: %2)</source>
        <translation>il n’y a pas de jeu nommé «&#xa0;%1&#xa0;» (jeux&#xa0;: %2)</translation>
    </message>
    <message>
        <source>a game needs a name</source>
        <translation>un jeu doit avoir un nom</translation>
    </message>
    <message>
        <source>there is already a game named &apos;%1&apos;</source>
        <translation>il existe déjà un jeu nommé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 has no parameter &apos;%2&apos;</source>
        <translation>%1 n’a pas de paramètre «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>jeu %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln result(s): a game is removed only without results (delete them, or rename the game)</source>
        <translation>
            <numerusform>%1 a %Ln résultat&#xa0;: un jeu n’est retiré que s’il n’a aucun résultat (supprimez-le, ou renommez le jeu)</numerusform>
            <numerusform>%1 a %Ln résultats&#xa0;: un jeu n’est retiré que s’il n’a aucun résultat (supprimez-les, ou renommez le jeu)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::club::HeadToHead</name>
    <message>
        <source>choose two different players</source>
        <translation>choisissez deux joueurs différents</translation>
    </message>
</context>
<context>
    <name>palmares::club::ImportAssistant</name>
    <message>
        <source>the file has no column &apos;%1&apos;</source>
        <translation>le fichier n’a pas de colonne «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a field of Palmarès (%2)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un champ de Palmarès (%2)</translation>
    </message>
    <message>
        <source>two columns hold &apos;%1&apos;: &apos;%2&apos; and &apos;%3&apos;</source>
        <translation>deux colonnes contiennent «&#xa0;%1&#xa0;»&#xa0;: «&#xa0;%2&#xa0;» et «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>no column holds the players&apos; names: map one to &apos;player&apos; (or, with one row a match, to &apos;player:1&apos;, &apos;player:2&apos;…)</source>
        <translation>aucune colonne ne contient les noms des joueurs&#xa0;: associez-en une à «&#xa0;player&#xa0;» (ou, avec une ligne par partie, à «&#xa0;player:1&#xa0;», «&#xa0;player:2&#xa0;»…)</translation>
    </message>
    <message>
        <source>map the players either to &apos;player&apos; (one row a participant) or to &apos;player:1&apos;, &apos;player:2&apos;… (one row a match), not both</source>
        <translation>associez les joueurs soit à «&#xa0;player&#xa0;» (une ligne par participant), soit à «&#xa0;player:1&#xa0;», «&#xa0;player:2&#xa0;»… (une ligne par partie), pas aux deux</translation>
    </message>
    <message>
        <source>participant %1 has fields but no column for his name (&apos;player:%1&apos;)</source>
        <translation>le participant %1 a des champs mais aucune colonne pour son nom («&#xa0;player:%1&#xa0;»)</translation>
    </message>
    <message>
        <source>no column holds the dates: map one to &apos;date&apos;</source>
        <translation>aucune colonne ne contient les dates&#xa0;: associez-en une à «&#xa0;date&#xa0;»</translation>
    </message>
    <message>
        <source>map either &apos;match&apos; or &apos;match_of_day&apos;, not both</source>
        <translation>associez soit «&#xa0;match&#xa0;», soit «&#xa0;match_of_day&#xa0;», pas les deux</translation>
    </message>
    <message>
        <source>with one row a participant, a column must say which rows are one match: map it to &apos;match&apos; (an identifier) or &apos;match_of_day&apos; (a table number within the day)</source>
        <translation>avec une ligne par participant, une colonne doit dire quelles lignes forment une partie&#xa0;: associez-la à «&#xa0;match&#xa0;» (un identifiant) ou à «&#xa0;match_of_day&#xa0;» (un numéro de table dans la journée)</translation>
    </message>
    <message>
        <source>no column gives the game: map one to &apos;game&apos; or name the game of every row</source>
        <translation>aucune colonne ne donne le jeu&#xa0;: associez-en une à «&#xa0;game&#xa0;» ou nommez le jeu de toutes les lignes</translation>
    </message>
    <message>
        <source>the date is missing</source>
        <translation>la date manque</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date written %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une date écrite %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time of day (20:30, 20h30)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une heure (20:30, 20h30)</translation>
    </message>
    <message>
        <source>the game is missing</source>
        <translation>le jeu manque</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a game of the club: say which game it is, or create it</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un jeu du club&#xa0;: dites quel jeu c’est, ou créez-le</translation>
    </message>
    <message>
        <source>the match is not identified</source>
        <translation>la partie n’est pas identifiée</translation>
    </message>
    <message>
        <source>the player&apos;s name is missing</source>
        <translation>le nom du joueur manque</translation>
    </message>
    <message>
        <source>the workbook has no sheet &apos;%1&apos; (its sheets: %2)</source>
        <translation>le classeur n’a pas de feuille «&#xa0;%1&#xa0;» (ses feuilles&#xa0;: %2)</translation>
    </message>
    <message>
        <source>the workbook has no sheet with rows</source>
        <translation>le classeur n’a aucune feuille remplie</translation>
    </message>
    <message numerus="yes">
        <source>the workbook has %Ln sheets with rows: choose the sheet of results</source>
        <translation>
            <numerusform>le classeur a %Ln feuille remplie&#xa0;: choisissez la feuille des résultats</numerusform>
            <numerusform>le classeur a %Ln feuilles remplies&#xa0;: choisissez la feuille des résultats</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is an old binary workbook (.xls): open it in LibreOffice Calc or Excel and save it as .xlsx or .ods (LibreOffice: File → Save As…, type &quot;Excel 2007-365&quot; or &quot;ODF Spreadsheet&quot;), then import that file</source>
        <translation>%1 est un ancien classeur binaire (.xls)&#xa0;: ouvrez-le dans LibreOffice Calc ou Excel et enregistrez-le en .xlsx ou .ods (LibreOffice&#xa0;: Fichier → Enregistrer sous…, type «&#xa0;Excel 2007-365&#xa0;» ou «&#xa0;Classeur ODF&#xa0;»), puis importez ce fichier</translation>
    </message>
</context>
<context>
    <name>palmares::club::Interchange</name>
    <message>
        <source>there is no game named &apos;%1&apos; in the club (add it first)</source>
        <translation>il n’y a pas de jeu nommé «&#xa0;%1&#xa0;» dans le club (ajoutez-le d’abord)</translation>
    </message>
    <message>
        <source>the club already has a match &apos;%1&apos; (identifiers are kept; use another one)</source>
        <translation>le club a déjà une partie «&#xa0;%1&#xa0;» (les identifiants sont conservés&#xa0;: choisissez-en un autre)</translation>
    </message>
    <message>
        <source>match &apos;%1&apos; (%2): %3</source>
        <translation>partie «&#xa0;%1&#xa0;» (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>cannot write the results: %1</source>
        <translation>impossible d’écrire les résultats&#xa0;: %1</translation>
    </message>
    <message>
        <source>there is no rule set &apos;%1&apos;</source>
        <translation>il n’y a pas de système de classement «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>cancelled; nothing was changed</source>
        <translation>annulé&#xa0;; rien n’a été modifié</translation>
    </message>
    <message>
        <source>the new players written are not those checked</source>
        <translation>les nouveaux joueurs écrits ne sont pas ceux qui ont été vérifiés</translation>
    </message>
    <message numerus="yes">
        <source>the first %1 of %Ln problems</source>
        <translation>
            <numerusform>les %1 premiers de %Ln problème</numerusform>
            <numerusform>les %1 premiers des %Ln problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>1 problem</source>
        <translation>1 problème</translation>
    </message>
    <message numerus="yes">
        <source>%Ln problems</source>
        <translation>
            <numerusform>%Ln problème</numerusform>
            <numerusform>%Ln problèmes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::club::Merger</name>
    <message>
        <source>a player cannot be merged into himself</source>
        <translation>un joueur ne peut pas être fusionné avec lui-même</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; played in the same match (%3): they are two people</source>
        <translation>«&#xa0;%1&#xa0;» et «&#xa0;%2&#xa0;» ont joué dans la même partie (%3)&#xa0;: ce sont deux personnes différentes</translation>
    </message>
    <message>
        <source>there is already a player named &apos;%1&apos;</source>
        <translation>il existe déjà un joueur nommé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>there is no player #%1</source>
        <translation>il n’y a pas de joueur n°&#xa0;%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; both sat in round %3 of &apos;%4&apos;: they are two people</source>
        <translation>«&#xa0;%1&#xa0;» et «&#xa0;%2&#xa0;» étaient tous deux assis à la ronde %3 de «&#xa0;%4&#xa0;»&#xa0;: ce sont deux personnes</translation>
    </message>
</context>
<context>
    <name>palmares::club::NameUpkeep</name>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>the game &apos;%1&apos; holds the invisible character %2 (character %3)</source>
        <translation>le jeu «&#xa0;%1&#xa0;» contient le caractère invisible %2 (caractère %3)</translation>
    </message>
    <message>
        <source>the household &apos;%1&apos; holds the invisible character %2 (character %3): change it with player set --household</source>
        <translation>le foyer «&#xa0;%1&#xa0;» contient le caractère invisible %2 (caractère %3)&#xa0;: changez-le avec player set --household</translation>
    </message>
    <message>
        <source>the player &apos;%1&apos; holds the invisible character %2 (character %3): rename him with player rename</source>
        <translation>le joueur «&#xa0;%1&#xa0;» contient le caractère invisible %2 (caractère %3)&#xa0;: renommez-le avec player rename</translation>
    </message>
    <message>
        <source>the game &apos;%1&apos; is not written as the club writes names (Unicode NFC, single spaces): names normalise rewrites it</source>
        <translation>le jeu «&#xa0;%1&#xa0;» n’est pas écrit comme le club écrit les noms (Unicode NFC, espaces simples)&#xa0;: names normalise le réécrit</translation>
    </message>
    <message>
        <source>the household &apos;%1&apos; is not written as the club writes names (Unicode NFC, single spaces): names normalise rewrites it</source>
        <translation>le foyer «&#xa0;%1&#xa0;» n’est pas écrit comme le club écrit les noms (Unicode NFC, espaces simples)&#xa0;: names normalise le réécrit</translation>
    </message>
    <message>
        <source>the player &apos;%1&apos; is not written as the club writes names (Unicode NFC, single spaces): names normalise rewrites it</source>
        <translation>le joueur «&#xa0;%1&#xa0;» n’est pas écrit comme le club écrit les noms (Unicode NFC, espaces simples)&#xa0;: names normalise le réécrit</translation>
    </message>
    <message>
        <source>the players %1 are one name once normalised: names normalise --merge makes them one (if they are one person)</source>
        <translation>les joueurs %1 ont le même nom une fois normalisés&#xa0;: names normalise --merge en fait un seul (s’ils sont une seule personne)</translation>
    </message>
    <message>
        <source>the players %1 are possibly one person (player merge makes them one)</source>
        <translation>les joueurs %1 sont peut-être une seule personne (player merge en fait un seul)</translation>
    </message>
    <message>
        <source>the players %1 are one name once normalised: left apart (names normalise --merge makes them one)</source>
        <translation>les joueurs %1 ont le même nom une fois normalisés&#xa0;: laissés séparés (names normalise --merge en fait un seul)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was not merged into &apos;%2&apos;: %3</source>
        <translation>«&#xa0;%1&#xa0;» n’a pas été fusionné avec «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <source>the game &apos;%1&apos; is written as the game &apos;%2&apos; once normalised: left as it is</source>
        <translation>le jeu «&#xa0;%1&#xa0;» s’écrit comme le jeu «&#xa0;%2&#xa0;» une fois normalisé&#xa0;: laissé tel quel</translation>
    </message>
    <message>
        <source>the team &apos;%1&apos; holds the invisible character %2 (character %3): correct the results where it plays</source>
        <translation>l’équipe «&#xa0;%1&#xa0;» contient le caractère invisible %2 (caractère %3)&#xa0;: corrigez les résultats où elle joue</translation>
    </message>
    <message>
        <source>the army list &apos;%1&apos; holds the invisible character %2 (character %3): correct the results where it is played</source>
        <translation>la liste d’armée «&#xa0;%1&#xa0;» contient le caractère invisible %2 (caractère %3)&#xa0;: corrigez les résultats où elle est jouée</translation>
    </message>
    <message>
        <source>the team &apos;%1&apos; is not written as the club writes names (Unicode NFC, single spaces): names normalise rewrites it</source>
        <translation>l’équipe «&#xa0;%1&#xa0;» n’est pas écrite comme le club écrit les noms (Unicode NFC, espaces simples)&#xa0;: names normalise la réécrit</translation>
    </message>
    <message>
        <source>the army list &apos;%1&apos; is not written as the club writes names (Unicode NFC, single spaces): names normalise rewrites it</source>
        <translation>la liste d’armée «&#xa0;%1&#xa0;» n’est pas écrite comme le club écrit les noms (Unicode NFC, espaces simples)&#xa0;: names normalise la réécrit</translation>
    </message>
    <message>
        <source>the team &apos;%1&apos; is written as the team &apos;%2&apos; once normalised: left as it is</source>
        <translation>l’équipe «&#xa0;%1&#xa0;» s’écrit comme l’équipe «&#xa0;%2&#xa0;» une fois normalisée&#xa0;: laissée telle quelle</translation>
    </message>
</context>
<context>
    <name>palmares::club::Names</name>
    <message>
        <source>a player&apos;s name cannot hold the invisible character %1 (character %2)</source>
        <translation>le nom d’un joueur ne peut pas contenir le caractère invisible %1 (caractère %2)</translation>
    </message>
    <message>
        <source>a game&apos;s name cannot hold the invisible character %1 (character %2)</source>
        <translation>le nom d’un jeu ne peut pas contenir le caractère invisible %1 (caractère %2)</translation>
    </message>
    <message>
        <source>a household&apos;s name cannot hold the invisible character %1 (character %2)</source>
        <translation>le nom d’un foyer ne peut pas contenir le caractère invisible %1 (caractère %2)</translation>
    </message>
    <message>
        <source>a team&apos;s name cannot hold the invisible character %1 (character %2)</source>
        <translation>le nom d’une équipe ne peut pas contenir le caractère invisible %1 (caractère %2)</translation>
    </message>
    <message>
        <source>an army list&apos;s name cannot hold the invisible character %1 (character %2)</source>
        <translation>le nom d’une liste d’armée ne peut pas contenir le caractère invisible %1 (caractère %2)</translation>
    </message>
    <message>
        <source>a season&apos;s name cannot hold the invisible character %1 (character %2)</source>
        <translation>le nom d’une saison ne peut pas contenir le caractère invisible %1 (caractère %2)</translation>
    </message>
    <message>
        <source>a name has at most %1 characters, not %2</source>
        <translation>un nom compte au plus %1&#xa0;caractères, pas %2</translation>
    </message>
    <message>
        <source>an event&apos;s name cannot hold the invisible character %1 (character %2)</source>
        <translation>le nom d’un événement ne peut pas contenir le caractère invisible %1 (caractère %2)</translation>
    </message>
</context>
<context>
    <name>palmares::club::ParticipantMapping</name>
    <message>
        <source>there is no player named &apos;%1&apos;</source>
        <translation>il n’y a pas de joueur nommé «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>palmares::club::PlayersFile</name>
    <message>
        <source>unknown column &apos;%1&apos; (the columns are player, household, active, rating:GAME and deviation:GAME)</source>
        <translation>colonne inconnue «&#xa0;%1&#xa0;» (les colonnes sont player, household, active, rating:JEU et deviation:JEU)</translation>
    </message>
    <message>
        <source>the players&apos; file needs a column player</source>
        <translation>le fichier de joueurs demande une colonne player</translation>
    </message>
    <message>
        <source>deviation:%1 needs a column rating:%1</source>
        <translation>deviation:%1 demande une colonne rating:%1</translation>
    </message>
    <message>
        <source>a deviation without a rating in %1</source>
        <translation>un écart sans classement en %1</translation>
    </message>
    <message>
        <source>the rating in %1 is a number, not &apos;%2&apos;</source>
        <translation>le classement en %1 est un nombre, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>the deviation in %1 is a number, not &apos;%2&apos;</source>
        <translation>l’écart en %1 est un nombre, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>a row needs its player</source>
        <translation>une ligne demande son joueur</translation>
    </message>
</context>
<context>
    <name>palmares::club::Problem</name>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>new name</source>
        <translation>nouveau nom</translation>
    </message>
    <message>
        <source>from</source>
        <translation>de</translation>
    </message>
    <message>
        <source>into</source>
        <translation>vers</translation>
    </message>
    <message>
        <source>game</source>
        <translation>jeu</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>match</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <source>players</source>
        <translation>joueurs</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>joueur %1</translation>
    </message>
    <message>
        <source>systems</source>
        <translation>systèmes</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>household</source>
        <translation>foyer</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>season</source>
        <translation>saison</translation>
    </message>
    <message>
        <source>stopped: nothing was made</source>
        <translation>arrêté&#xa0;: rien n’a été fait</translation>
    </message>
    <message>
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronde</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>classement</translation>
    </message>
    <message>
        <source>deviation</source>
        <translation>écart</translation>
    </message>
    <message>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <source>sheet &apos;%1&apos;</source>
        <translation>feuille «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>sheet &apos;%1&apos;, row %2, column %3</source>
        <translation>feuille «&#xa0;%1&#xa0;», ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>sheet &apos;%1&apos;, row %2</source>
        <translation>feuille «&#xa0;%1&#xa0;», ligne %2</translation>
    </message>
    <message>
        <source>(column %1)</source>
        <translation>(colonne %1)</translation>
    </message>
    <message>
        <source>(columns %1)</source>
        <translation>(colonnes %1)</translation>
    </message>
</context>
<context>
    <name>palmares::club::Rankings</name>
    <message>
        <source>the start date is after the end date</source>
        <translation>la date de début est postérieure à la date de fin</translation>
    </message>
    <message>
        <source>players are set aside after 1 to %1 months without a match, or never; not %2 months</source>
        <translation>les joueurs sont mis en sommeil après 1 à %1&#xa0;mois sans partie, ou jamais&#xa0;; pas %2&#xa0;mois</translation>
    </message>
</context>
<context>
    <name>palmares::club::Rerater</name>
    <message>
        <source>cancelled; nothing was changed</source>
        <translation>annulé&#xa0;; rien n’a été modifié</translation>
    </message>
</context>
<context>
    <name>palmares::club::ResultBook</name>
    <message>
        <source>choose a game</source>
        <translation>choisissez un jeu</translation>
    </message>
    <message>
        <source>there is no game named &apos;%1&apos;</source>
        <translation>il n’y a pas de jeu nommé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the date is not valid</source>
        <translation>la date n’est pas valide</translation>
    </message>
    <message>
        <source>there is already a match &apos;%1&apos;</source>
        <translation>il existe déjà une partie «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already in this match</source>
        <translation>«&#xa0;%1&#xa0;» est déjà dans cette partie</translation>
    </message>
    <message>
        <source>a rank is 1 or more</source>
        <translation>un rang vaut 1 ou plus</translation>
    </message>
    <message>
        <source>no player named %1 (add them first)</source>
        <translation>aucun joueur nommé %1 (ajoutez-le d’abord)</translation>
    </message>
    <message>
        <source>there is no match &apos;%1&apos;</source>
        <translation>il n’y a pas de partie «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>palmares::club::Roster</name>
    <message>
        <source>a player needs a name</source>
        <translation>un joueur doit avoir un nom</translation>
    </message>
    <message>
        <source>a player&apos;s name has at most 100 characters</source>
        <translation>le nom d’un joueur compte au plus 100 caractères</translation>
    </message>
    <message>
        <source>there is already a player named &apos;%1&apos;</source>
        <translation>il existe déjà un joueur nommé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>there is already a player named &apos;%1&apos; (to make them one, merge the players)</source>
        <translation>il existe déjà un joueur nommé «&#xa0;%1&#xa0;» (pour n’en faire qu’un, fusionnez les doublons)</translation>
    </message>
    <message>
        <source>%1 is entered in an event: withdraw him from it before removing him</source>
        <translation>%1 est inscrit à un événement&#xa0;: retirez-le de l’événement avant de le supprimer</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; has %Ln result(s): merge him into another player instead</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» a %Ln résultat&#xa0;: fusionnez-le plutôt avec un autre joueur</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» a %Ln résultats&#xa0;: fusionnez-le plutôt avec un autre joueur</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::club::Seasons</name>
    <message>
        <source>there is no season named &apos;%1&apos; (the club has no season yet)</source>
        <translation>aucune saison ne s’appelle « %1 » (le club n’a encore aucune saison)</translation>
    </message>
    <message>
        <source>there is no season named &apos;%1&apos; (seasons: %2)</source>
        <translation>aucune saison ne s’appelle « %1 » (saisons&#xa0;: %2)</translation>
    </message>
    <message>
        <source>a season needs a name</source>
        <translation>une saison doit avoir un nom</translation>
    </message>
    <message>
        <source>a season&apos;s name has at most 100 characters</source>
        <translation>le nom d’une saison a au plus 100 caractères</translation>
    </message>
    <message>
        <source>a season needs its first day</source>
        <translation>une saison doit avoir un premier jour</translation>
    </message>
    <message>
        <source>a season needs its last day</source>
        <translation>une saison doit avoir un dernier jour</translation>
    </message>
    <message>
        <source>the season&apos;s last day (%1) is before its first (%2)</source>
        <translation>le dernier jour de la saison (%1) précède son premier (%2)</translation>
    </message>
    <message>
        <source>there is already a season named &apos;%1&apos;</source>
        <translation>il y a déjà une saison nommée « %1 »</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is spelled as the season &apos;%2&apos; but for case or accents: choose a name that tells them apart</source>
        <translation>« %1 » s’écrit comme la saison « %2 » aux majuscules ou aux accents près&#xa0;: choisissez un nom qui les distingue</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2 to %3) shares days with the season &apos;%4&apos; (%5 to %6)%7; the club does not let seasons overlap</source>
        <translation>« %1 » (du %2 au %3) a des jours en commun avec la saison « %4 » (du %5 au %6)%7&#xa0;; le club ne permet pas que des saisons se chevauchent</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> de %1</translation>
    </message>
    <message>
        <source>the season &apos;%1&apos; is closed: reopen it before removing it</source>
        <translation>la saison « %1 » est close&#xa0;: rouvrez-la avant de la supprimer</translation>
    </message>
    <message>
        <source>the season &apos;%1&apos; is closed already</source>
        <translation>la saison « %1 » est déjà close</translation>
    </message>
    <message>
        <source>the season &apos;%1&apos; is open</source>
        <translation>la saison « %1 » est ouverte</translation>
    </message>
    <message>
        <source>the season &apos;%1&apos; is open: it keeps nothing until it is closed</source>
        <translation>la saison « %1 » est ouverte&#xa0;: elle ne conserve rien avant d’être close</translation>
    </message>
    <message>
        <source>what the season &apos;%1&apos; kept of %2 cannot be read: the club file is damaged</source>
        <translation>ce que la saison « %1 » a conservé de %2 est illisible&#xa0;: le fichier du club est endommagé</translation>
    </message>
    <message>
        <source>the season &apos;%1&apos; is of %2 only</source>
        <translation>la saison « %1 » ne concerne que %2</translation>
    </message>
    <message>
        <source>the seasons &apos;%1&apos; and &apos;%2&apos; share days: change one of them first</source>
        <translation>les saisons « %1 » et « %2 » ont des jours en commun&#xa0;: modifiez d’abord l’une d’elles</translation>
    </message>
    <message>
        <source>the closed season &apos;%1&apos;</source>
        <translation>la saison close « %1 »</translation>
    </message>
    <message>
        <source>the closed seasons &apos;%1&apos;</source>
        <translation>les saisons closes « %1 »</translation>
    </message>
    <message>
        <source>this changes the ratings of %1 from %2 on, in %3: confirm to change it (what a closed season kept stays as it was printed)</source>
        <translation>cela change les classements de %1 à partir du %2, dans %3&#xa0;: confirmez pour le changer (ce qu’une saison close a conservé reste tel qu’il a été imprimé)</translation>
    </message>
    <message>
        <source>this changes every rating of %1, in %2: confirm to change it (what a closed season kept stays as it was printed)</source>
        <translation>cela change tous les classements de %1, dans %2&#xa0;: confirmez pour le changer (ce qu’une saison close a conservé reste tel qu’il a été imprimé)</translation>
    </message>
</context>
<context>
    <name>palmares::club::StartingRatings</name>
    <message>
        <source>there is no game named &apos;%1&apos;</source>
        <translation>il n’y a pas de jeu nommé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>there is no game named &apos;%1&apos; (column rating:%1)</source>
        <translation>il n’y a pas de jeu nommé «&#xa0;%1&#xa0;» (colonne rating:%1)</translation>
    </message>
</context>
<context>
    <name>palmares::club::WhatIf</name>
    <message>
        <source>%1 is chosen twice</source>
        <translation>%1 est choisi deux fois</translation>
    </message>
    <message>
        <source>%1 needs exactly %2 players</source>
        <translation>%1 demande exactement %2 joueurs</translation>
    </message>
    <message>
        <source>%1: choose %2 to %3 players</source>
        <translation>%1&#xa0;: choisissez de %2 à %3 joueurs</translation>
    </message>
    <message>
        <source>%1 cannot rate a match of these players</source>
        <translation>%1 ne peut pas classer une partie de ces joueurs</translation>
    </message>
</context>
<context>
    <name>palmares::csv::CellParser</name>
    <message>
        <source>a quoted cell is never closed (its opening quote runs to the end of the file)</source>
        <translation>une cellule entre guillemets n’est jamais fermée (son guillemet ouvrant court jusqu’à la fin du fichier)</translation>
    </message>
    <message>
        <source>a quote inside an unquoted cell (quote the whole cell and double the quote)</source>
        <translation>un guillemet dans une cellule sans guillemets (mettez toute la cellule entre guillemets et doublez le guillemet)</translation>
    </message>
    <message>
        <source>unexpected text after a closing quote</source>
        <translation>texte inattendu après un guillemet fermant</translation>
    </message>
    <message>
        <source>column %1 has no name</source>
        <translation>la colonne %1 n’a pas de nom</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; appears twice (also column %2)</source>
        <translation>la colonne «&#xa0;%1&#xa0;» apparaît deux fois (aussi colonne %2)</translation>
    </message>
    <message>
        <source>required column &apos;%1&apos; is missing</source>
        <translation>la colonne obligatoire «&#xa0;%1&#xa0;» manque</translation>
    </message>
    <message>
        <source>the line is longer than %1 MiB: the file is not read further</source>
        <translation>la ligne dépasse %1&#xa0;Mio&#xa0;: le fichier n’est pas lu plus loin</translation>
    </message>
    <message>
        <source>the header has %1 columns; a file has at most %2</source>
        <translation>l’en-tête a %1&#xa0;colonnes&#xa0;; un fichier en a au plus %2</translation>
    </message>
</context>
<context>
    <name>palmares::csv::Columns</name>
    <message>
        <source>`%1`: no such column</source>
        <translation>`%1`&#xa0;: aucune colonne de ce nom</translation>
    </message>
    <message>
        <source>`%1`: no such column; did you mean `%2`?</source>
        <translation>`%1`&#xa0;: aucune colonne de ce nom&#xa0;; vouliez-vous dire `%2`&#xa0;?</translation>
    </message>
</context>
<context>
    <name>palmares::csv::CsvError</name>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
</context>
<context>
    <name>palmares::csv::Encoding</name>
    <message>
        <source>invalid UTF-8: the file is not in UTF-8, the encoding Palmarès reads; it looks like Windows-1252 or Latin-1, as a spreadsheet on Windows saves it (here the byte %1 is &apos;%2&apos;, in %3). Save it again as CSV in UTF-8 (Unicode) and import it again; nothing was imported</source>
        <translation>UTF-8 invalide&#xa0;: le fichier n’est pas en UTF-8, l’encodage que lit Palmarès&#xa0;; il semble être en Windows-1252 ou Latin-1, comme l’enregistre un tableur sous Windows (ici l’octet %1 est «&#xa0;%2&#xa0;», dans %3). Enregistrez-le de nouveau en CSV UTF-8 (Unicode) et importez-le encore&#xa0;; rien n’a été importé</translation>
    </message>
    <message>
        <source>invalid UTF-8: the file is not in UTF-8, the encoding Palmarès reads (the byte %1 here starts no UTF-8 character). Save it again as CSV in UTF-8 (Unicode) and import it again; nothing was imported</source>
        <translation>UTF-8 invalide&#xa0;: le fichier n’est pas en UTF-8, l’encodage que lit Palmarès (l’octet %1 ne commence ici aucun caractère UTF-8). Enregistrez-le de nouveau en CSV UTF-8 (Unicode) et importez-le encore&#xa0;; rien n’a été importé</translation>
    </message>
</context>
<context>
    <name>palmares::csv::ResultsCsv</name>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>le fichier ne peut pas être lu&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>palmares::csv::ResultsReader</name>
    <message>
        <source>the file is encoded in UTF-16; it must be UTF-8</source>
        <translation>le fichier est encodé en UTF-16&#xa0;; il doit l’être en UTF-8</translation>
    </message>
    <message>
        <source>the file is empty: a header row is required</source>
        <translation>le fichier est vide&#xa0;: une ligne d’en-tête est obligatoire</translation>
    </message>
    <message>
        <source>%1 %2 differs from %3 given on line %4 for match %5</source>
        <translation>%1 %2 diffère de %3 donné ligne %4 pour la partie %5</translation>
    </message>
    <message>
        <source>the row has %1 cells, the header has %2</source>
        <translation>la ligne a %1 cellules, l’en-tête en a %2</translation>
    </message>
    <message>
        <source>player %1 appears twice in match %2 (first on line %3)</source>
        <translation>le joueur %1 apparaît deux fois dans la partie %2 (d’abord ligne %3)</translation>
    </message>
    <message>
        <source>the match identifier is empty</source>
        <translation>l’identifiant de la partie est vide</translation>
    </message>
    <message>
        <source>the game is empty</source>
        <translation>le jeu est vide</translation>
    </message>
    <message>
        <source>the date is empty</source>
        <translation>la date est vide</translation>
    </message>
    <message>
        <source>%1 is not a date (YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS])</source>
        <translation>%1 n’est pas une date (AAAA-MM-JJ ou AAAA-MM-JJTHH:MM[:SS])</translation>
    </message>
    <message>
        <source>the player name is empty</source>
        <translation>le nom du joueur est vide</translation>
    </message>
    <message>
        <source>%1 is not an outcome (E, AT, VP, V or VT)</source>
        <translation>%1 n’est pas une issue (E, AT, VP, V ou VT)</translation>
    </message>
    <message>
        <source>match %1 has only one row</source>
        <translation>la partie %1 n’a qu’une ligne</translation>
    </message>
    <message>
        <source>the row has no rank, score or morale (and its match no outcome)</source>
        <translation>la ligne n’a ni rang, ni score, ni moral (et sa partie pas d’issue)</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>le fichier ne peut pas être lu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the file changed while it was read; nothing was imported</source>
        <translation>le fichier a changé pendant sa lecture&#xa0;; rien n’a été importé</translation>
    </message>
</context>
<context>
    <name>palmares::csv::Sheet</name>
    <message>
        <source>a quote opened on this line is never closed</source>
        <translation>un guillemet ouvert sur cette ligne n’est jamais fermé</translation>
    </message>
    <message>
        <source>the file is empty: it needs a header row and results</source>
        <translation>le fichier est vide&#xa0;: il lui faut une ligne d’en-tête et des résultats</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>the header names &apos;%1&apos; twice</source>
        <translation>l’en-tête nomme «&#xa0;%1&#xa0;» deux fois</translation>
    </message>
    <message>
        <source>the line is longer than %1 MiB: the file is not read further</source>
        <translation>la ligne dépasse %1&#xa0;Mio&#xa0;: le fichier n’est pas lu plus loin</translation>
    </message>
    <message>
        <source>the line has more than %1 columns: the file is not read further</source>
        <translation>la ligne a plus de %1&#xa0;colonnes&#xa0;: le fichier n’est pas lu plus loin</translation>
    </message>
</context>
<context>
    <name>palmares::report::Site</name>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>%1 is not empty and holds no club&apos;s pages: choose an empty folder, or the one the pages were published into before (or publish anyway with --force; nothing of what is there is removed).</source>
        <translation>%1 n’est pas vide et ne contient pas les pages d’un club&#xa0;: choisissez un dossier vide, ou celui où les pages ont déjà été publiées (ou publiez quand même avec --force&#xa0;; rien de ce qui s’y trouve n’est supprimé).</translation>
    </message>
    <message>
        <source>Cannot remove %1, a page no longer part of the site.</source>
        <translation>Impossible de supprimer %1, une page qui ne fait plus partie du site.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln files written</source>
        <translation>
            <numerusform>%Ln fichier écrit</numerusform>
            <numerusform>%Ln fichiers écrits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unchanged</source>
        <translation>
            <numerusform>%Ln inchangé</numerusform>
            <numerusform>%Ln inchangés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln removed</source>
        <translation>
            <numerusform>%Ln supprimé</numerusform>
            <numerusform>%Ln supprimés</numerusform>
        </translation>
    </message>
    <message>
        <source>The club&apos;s pages</source>
        <translation>Les pages du club</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Hall of Fame</source>
        <translation>Tableau d’honneur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Published with Palmarès.</source>
        <translation>Publié avec Palmarès.</translation>
    </message>
    <message>
        <source>The club&apos;s games</source>
        <translation>Les jeux du club</translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation>Aucun jeu pour l’instant.</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Système de classement</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>No result yet.</source>
        <translation>Aucun résultat pour l’instant.</translation>
    </message>
    <message>
        <source>The last results</source>
        <translation>Les derniers résultats</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Premier jour</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Dernier jour</translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation>Saisons</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>every game</source>
        <translation>tous les jeux</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>close</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ouverte</translation>
    </message>
    <message>
        <source>Results up to %1</source>
        <translation>Résultats jusqu’au %1</translation>
    </message>
    <message>
        <source>Last results</source>
        <translation>Derniers résultats</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Current and coming events</source>
        <translation>Événements en cours et à venir</translation>
    </message>
    <message>
        <source>Past events</source>
        <translation>Événements passés</translation>
    </message>
    <message numerus="yes">
        <source>Ratings of the top %Ln players over time</source>
        <translation>
            <numerusform>Évolution du classement du meilleur joueur (%Ln)</numerusform>
            <numerusform>Évolution du classement des %Ln meilleurs joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>No player has played yet.</source>
        <translation>Aucun joueur n’a encore joué.</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Pire</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>~ a provisional rating.</source>
        <translation>~ un classement provisoire.</translation>
    </message>
    <message>
        <source>Results in %1</source>
        <translation>Résultats — %1</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Rating after</source>
        <translation>Classement après</translation>
    </message>
    <message numerus="yes">
        <source>The %Ln most recent of %1 matches.</source>
        <translation>
            <numerusform>%Ln partie, la plus récente, sur %1.</numerusform>
            <numerusform>Les %Ln parties les plus récentes sur %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches, the last on %1</source>
        <translation>
            <numerusform>%Ln partie, le %1</numerusform>
            <numerusform>%Ln parties, la dernière le %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating of %1 in %2 over time</source>
        <translation>Évolution du classement de %1 — %2</translation>
    </message>
</context>
<context>
    <name>palmares::store::Backups</name>
    <message>
        <source>the backup to %1 failed: %2</source>
        <translation>la sauvegarde vers %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>no folder for the backups of %1: neither %2 nor %3 can be written</source>
        <translation>aucun dossier pour les sauvegardes de %1&#xa0;: ni %2 ni %3 ne sont accessibles en écriture</translation>
    </message>
    <message>
        <source>automatic backups are made for SQLite club files only; back up a PostgreSQL club with pg_dump</source>
        <translation>les sauvegardes automatiques ne concernent que les fichiers de club SQLite&#xa0;; sauvegardez un club PostgreSQL avec pg_dump</translation>
    </message>
    <message>
        <source>a club in memory has no backups</source>
        <translation>un club en mémoire n’a pas de sauvegardes</translation>
    </message>
    <message>
        <source>cannot delete the old backups %1</source>
        <translation>impossible de supprimer les anciennes sauvegardes %1</translation>
    </message>
    <message>
        <source>cannot read the backup %1: %2</source>
        <translation>impossible de lire la sauvegarde %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a Palmarès club file (not an SQLite database)</source>
        <translation>%1 n’est pas un fichier de club Palmarès (ce n’est pas une base SQLite)</translation>
    </message>
    <message>
        <source>cannot open the backup %1: %2</source>
        <translation>impossible d’ouvrir la sauvegarde %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the backup %1 is damaged (%2)</source>
        <translation>la sauvegarde %1 est abîmée (%2)</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another application, not a Palmarès club</source>
        <translation>%1 est une base SQLite d’une autre application, pas un club Palmarès</translation>
    </message>
    <message>
        <source>%1 was written by a newer Palmarès (club schema %2; this one knows up to %3)</source>
        <translation>%1 a été écrit par une version plus récente de Palmarès (schéma de club %2&#xa0;; celle-ci connaît jusqu’au %3)</translation>
    </message>
    <message>
        <source>integrity check: %1</source>
        <translation>contrôle d’intégrité&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot save the club as it is before the restore (%1); the club was left untouched</source>
        <translation>impossible de sauvegarder le club tel qu’il est avant la restauration (%1)&#xa0;; le club a été laissé intact</translation>
    </message>
    <message>
        <source>automatic backups are made for SQLite club files only; restore a PostgreSQL club with pg_restore</source>
        <translation>les sauvegardes automatiques ne concernent que les fichiers de club SQLite&#xa0;; restaurez un club PostgreSQL avec pg_restore</translation>
    </message>
    <message>
        <source>%1; the club was left untouched</source>
        <translation>%1&#xa0;; le club a été laissé intact</translation>
    </message>
    <message>
        <source>cannot open the backup %1: %2; the club was left untouched</source>
        <translation>impossible d’ouvrir la sauvegarde %1&#xa0;: %2&#xa0;; le club a été laissé intact</translation>
    </message>
    <message>
        <source>; the club was left untouched</source>
        <translation>&#xa0;; le club a été laissé intact</translation>
    </message>
    <message>
        <source>cannot restore %1 into %2: %3; the club was left untouched</source>
        <translation>impossible de restaurer %1 dans %2&#xa0;: %3&#xa0;; le club a été laissé intact</translation>
    </message>
    <message>
        <source>cannot replace %1 by the backup %2; the club was left untouched</source>
        <translation>impossible de remplacer %1 par la sauvegarde %2&#xa0;; le club a été laissé intact</translation>
    </message>
    <message>
        <source>the club&apos;s contents could not be read</source>
        <translation>le contenu du club n’a pas pu être lu</translation>
    </message>
    <message>
        <source>the backup to %1 was cancelled</source>
        <translation>la sauvegarde vers %1 a été annulée</translation>
    </message>
    <message>
        <source>cannot write the backup %1: %2</source>
        <translation>impossible d’écrire la sauvegarde %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>a backup of a PostgreSQL club is made with pg_dump</source>
        <translation>un club PostgreSQL se sauvegarde avec pg_dump</translation>
    </message>
    <message>
        <source>%1 exists already: it was left as it was (--force replaces it)</source>
        <translation>%1 existe déjà&#xa0;: il a été laissé tel quel (--force le remplace)</translation>
    </message>
</context>
<context>
    <name>palmares::store::ClubStore</name>
    <message>
        <source>match %1 was changed or deleted by someone else since it was read; reload it and try again</source>
        <translation>la partie %1 a été modifiée ou supprimée par quelqu’un d’autre depuis sa lecture&#xa0;; rechargez-la et recommencez</translation>
    </message>
    <message>
        <source>there is no match %1</source>
        <translation>il n’y a pas de partie %1</translation>
    </message>
    <message>
        <source>the rating cache of %1 is damaged; run &apos;palmares-cli rebuild&apos; to recreate it from the results</source>
        <translation>le cache des classements de %1 est abîmé&#xa0;; lancez «&#xa0;palmares-cli rebuild&#xa0;» pour le recréer à partir des résultats</translation>
    </message>
    <message>
        <source>game %1 (checkpoint %2)</source>
        <translation>jeu %1 (point de reprise %2)</translation>
    </message>
    <message>
        <source>no checkpoint of game %1 at %2</source>
        <translation>aucun point de reprise du jeu %1 à %2</translation>
    </message>
    <message>
        <source>match #%1</source>
        <translation>partie nº&#xa0;%1</translation>
    </message>
    <message>
        <source>row %1 of table %2 refers to a missing row of table %3</source>
        <translation>la ligne %1 de la table %2 renvoie à une ligne absente de la table %3</translation>
    </message>
    <message>
        <source>cannot read the rating cache: %1</source>
        <translation>impossible de lire le cache des classements&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot read the standings: %1</source>
        <translation>impossible de lire le classement&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot read the standings: the server sent a value of an unexpected type</source>
        <translation>impossible de lire le classement&#xa0;: le serveur a envoyé une valeur d’un type inattendu</translation>
    </message>
</context>
<context>
    <name>palmares::store::Database</name>
    <message>
        <source>%1 is read-only: Palmarès saves every change as it is made and opens only a club it can write (copy it to a folder you can write to, or change its permissions); it was left untouched</source>
        <translation>%1 est en lecture seule&#xa0;: Palmarès enregistre chaque modification dès qu’elle est faite et n’ouvre qu’un club où il peut écrire (copiez-le dans un dossier où vous pouvez écrire, ou changez ses droits)&#xa0;; il a été laissé intact</translation>
    </message>
    <message>
        <source>cannot open %1: the folder %2 does not exist</source>
        <translation>impossible d’ouvrir %1&#xa0;: le dossier %2 n’existe pas</translation>
    </message>
    <message>
        <source>the folder of %1 is read-only: Palmarès saves every change as it is made, in the club and in a journal beside it (copy the club to a folder you can write to); it was left untouched</source>
        <translation>le dossier de %1 est en lecture seule&#xa0;: Palmarès enregistre chaque modification dès qu’elle est faite, dans le club et dans un journal à côté de lui (copiez le club dans un dossier où vous pouvez écrire)&#xa0;; il a été laissé intact</translation>
    </message>
    <message>
        <source>cannot read %1, the journal of the club: %2; the club was left untouched</source>
        <translation>impossible de lire %1, le journal du club&#xa0;: %2&#xa0;; le club a été laissé intact</translation>
    </message>
    <message>
        <source>%1, the journal of the club, is damaged (it holds the latest saves not yet copied into the club). Keep a copy of both files; moving the journal away opens the club as it was before them. The club was left untouched.</source>
        <translation>%1, le journal du club, est abîmé (il contient les derniers enregistrements pas encore recopiés dans le club). Gardez une copie des deux fichiers&#xa0;; une fois le journal déplacé, le club s’ouvre tel qu’il était avant eux. Le club a été laissé intact.</translation>
    </message>
    <message>
        <source>no club file given (use --db FILE or set PALMARES_DB)</source>
        <translation>aucun fichier de club indiqué (utilisez --db FICHIER ou définissez PALMARES_DB)</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 n’est pas un fichier</translation>
    </message>
    <message>
        <source>%1 cannot be read (permission denied); it was left untouched</source>
        <translation>%1 ne peut pas être lu (permission refusée)&#xa0;; il a été laissé intact</translation>
    </message>
    <message>
        <source>there is no club file at %1 (create one with: palmares-cli --db %1 init)</source>
        <translation>il n’y a pas de fichier de club à l’emplacement %1 (pour en créer un&#xa0;: palmares-cli --db %1 init)</translation>
    </message>
    <message>
        <source>%1 is empty: it holds no club (create one in it with: palmares-cli --db %1 init); it was left untouched</source>
        <translation>%1 est vide&#xa0;: il ne contient aucun club (pour en créer un&#xa0;: palmares-cli --db %1 init)&#xa0;; il a été laissé intact</translation>
    </message>
    <message>
        <source>%1 is not a Palmarès club file (not an SQLite database); it was left untouched</source>
        <translation>%1 n’est pas un fichier de club Palmarès (ce n’est pas une base SQLite)&#xa0;; il a été laissé intact</translation>
    </message>
    <message>
        <source>the PostgreSQL driver of Qt (QPSQL) is not installed</source>
        <translation>le pilote PostgreSQL de Qt (QPSQL) n’est pas installé</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>impossible de se connecter à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>the SQLite driver of Qt (QSQLITE) is not installed</source>
        <translation>le pilote SQLite de Qt (QSQLITE) n’est pas installé</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d’ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a Palmarès club file (%2); it was left untouched</source>
        <translation>%1 n’est pas un fichier de club Palmarès (%2)&#xa0;; il a été laissé intact</translation>
    </message>
    <message>
        <source>%1 is damaged or is not a Palmarès club file (%2); it was left untouched</source>
        <translation>%1 est abîmé ou n’est pas un fichier de club Palmarès (%2)&#xa0;; il a été laissé intact</translation>
    </message>
    <message>
        <source>%1 was written by a newer Palmarès (club schema %2; this one knows up to %3). Update Palmarès to open it; the club was left untouched.</source>
        <translation>%1 a été écrit par un Palmarès plus récent (schéma de club %2&#xa0;; celui-ci connaît jusqu’au %3). Mettez Palmarès à jour pour l’ouvrir&#xa0;; le club a été laissé intact.</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another application, not a Palmarès club; it was left untouched</source>
        <translation>%1 est une base SQLite d’une autre application, pas un club Palmarès&#xa0;; il a été laissé intact</translation>
    </message>
    <message>
        <source>%1 holds tables of another application, not a Palmarès club; it was left untouched</source>
        <translation>%1 contient les tables d’une autre application, pas un club Palmarès&#xa0;; il a été laissé intact</translation>
    </message>
    <message>
        <source>no migration without a backup: %1</source>
        <translation>pas de migration sans sauvegarde&#xa0;: %1</translation>
    </message>
    <message>
        <source>upgrading the club to schema %1 failed, nothing was changed: %2</source>
        <translation>la mise à niveau du club vers le schéma %1 a échoué, rien n’a été modifié&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot set up %1: %2</source>
        <translation>impossible de préparer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>a step of this change failed; nothing was written</source>
        <translation>une étape de cette modification a échoué&#xa0;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>a backup of a PostgreSQL club is made with pg_dump</source>
        <translation>un club PostgreSQL se sauvegarde avec pg_dump</translation>
    </message>
    <message>
        <source>%1 is damaged (%2). Palmarès writes nothing into a damaged club: restore a backup (palmares-cli --db %1 restore --list shows them, palmares-cli --db %1 restore FILE puts one back; in the window, File → Restore a backup…); the club was left untouched</source>
        <translation>%1 est abîmé (%2). Palmarès n’écrit rien dans un club abîmé&#xa0;: restaurez une sauvegarde (palmares-cli --db %1 restore --list les montre, palmares-cli --db %1 restore FICHIER en remet une en place&#xa0;; dans la fenêtre, Fichier → Restaurer une sauvegarde…)&#xa0;; le club a été laissé intact</translation>
    </message>
    <message>
        <source>its header, the first 100 bytes of the file, is damaged</source>
        <translation>son en-tête, les 100 premiers octets du fichier, est abîmé</translation>
    </message>
    <message>
        <source>it is cut short: %1 bytes of the %2 its header announces</source>
        <translation>il est tronqué&#xa0;: %1 octets sur les %2 qu’annonce son en-tête</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more problem(s)</source>
        <translation>
            <numerusform>%Ln autre problème</numerusform>
            <numerusform>%Ln autres problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>no backup file given</source>
        <translation>aucun fichier de sauvegarde indiqué</translation>
    </message>
    <message>
        <source>%1 is the club itself (or its journal): a backup goes to another file</source>
        <translation>%1 est le club lui-même (ou son journal)&#xa0;: une sauvegarde va dans un autre fichier</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a link or a device): a backup never replaces it</source>
        <translation>%1 n’est pas un fichier ordinaire (un dossier, un lien ou un périphérique)&#xa0;: une sauvegarde ne le remplace jamais</translation>
    </message>
    <message>
        <source>%1 exists already: it was left as it was (--force replaces it)</source>
        <translation>%1 existe déjà&#xa0;: il a été laissé tel quel (--force le remplace)</translation>
    </message>
    <message>
        <source> (Palmarès keeps no password: put it in ~/.pgpass, one line host:port:database:user:password, readable by you alone)</source>
        <translation> (Palmarès ne garde aucun mot de passe&#xa0;: mettez-le dans ~/.pgpass, une ligne hôte:port:base:utilisateur:motdepasse, lisible par vous seul)</translation>
    </message>
    <message>
        <source>%1 holds no club yet (create it with: palmares-cli --db URL init); nothing was written</source>
        <translation>%1 ne contient pas encore de club (créez-le avec&#xa0;: palmares-cli --db URL init)&#xa0;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>roles belong to a league on a PostgreSQL server; who may read or write a club file is set by the file&apos;s permissions</source>
        <translation>les rôles appartiennent à une ligue sur un serveur PostgreSQL&#xa0;; qui peut lire ou écrire un fichier de club dépend des droits du fichier</translation>
    </message>
    <message>
        <source>there is no role %1 on this server: its administrator creates it first (CREATE ROLE %1 LOGIN PASSWORD &apos;…&apos;)</source>
        <translation>il n’y a pas de rôle %1 sur ce serveur&#xa0;: son administrateur le crée d’abord (CREATE ROLE %1 LOGIN PASSWORD &apos;…&apos;)</translation>
    </message>
    <message>
        <source>the role %1 may only read this league; nothing was written</source>
        <translation>le rôle %1 ne peut que lire cette ligue&#xa0;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a PostgreSQL URL that Palmarès can use (%2); its form is postgresql://user@host:port/dbname, with libpq&apos;s parameters after &apos;?&apos; (sslmode=verify-full&amp;sslrootcert=FILE…)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une URL PostgreSQL utilisable par Palmarès (%2)&#xa0;; sa forme est postgresql://utilisateur@hôte:port/base, avec les paramètres de libpq après «&#xa0;?&#xa0;» (sslmode=verify-full&amp;sslrootcert=FICHIER…)</translation>
    </message>
    <message>
        <source>the parameter %1 of %2 holds a &apos;;&apos;, which Palmarès cannot pass on to the server</source>
        <translation>le paramètre %1 de %2 contient un «&#xa0;;&#xa0;», que Palmarès ne peut pas transmettre au serveur</translation>
    </message>
    <message>
        <source>the league&apos;s server %1 cannot be reached (%2); nothing was written: Palmarès connects again at the next try</source>
        <translation>le serveur de la ligue %1 est injoignable (%2)&#xa0;; rien n’a été écrit&#xa0;: Palmarès se reconnecte à la prochaine tentative</translation>
    </message>
</context>
<context>
    <name>palmares::store::Statement</name>
    <message>
        <source>the disk is full: %1</source>
        <translation>le disque est plein&#xa0;: %1</translation>
    </message>
    <message>
        <source>the club file is read-only: %1</source>
        <translation>le fichier du club est en lecture seule&#xa0;: %1</translation>
    </message>
    <message>
        <source>the club file could not be written or read (the disk failed, was removed or is full): %1</source>
        <translation>le fichier du club n’a pu être ni écrit ni lu (le disque est défaillant, a été retiré ou est plein)&#xa0;: %1</translation>
    </message>
    <message>
        <source>another program is writing to the club and did not finish in time: %1</source>
        <translation>un autre programme écrit dans le club et n’a pas fini à temps&#xa0;: %1</translation>
    </message>
    <message>
        <source>the club file is damaged (%1). Palmarès writes nothing into a damaged club: restore a backup (palmares-cli restore --list shows them, palmares-cli restore FILE puts one back; in the window, File → Restore a backup…); nothing was written</source>
        <translation>le fichier du club est abîmé (%1). Palmarès n’écrit rien dans un club abîmé&#xa0;: restaurez une sauvegarde (palmares-cli restore --list les montre, palmares-cli restore FICHIER en remet une en place&#xa0;; dans la fenêtre, Fichier → Restaurer une sauvegarde…)&#xa0;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>the club file names a player, game or match it does not have (palmares-cli check lists what; restore a backup or remove what refers to it); nothing was written: %1</source>
        <translation>le fichier du club cite un joueur, un jeu ou une partie qu’il n’a pas (palmares-cli check dit lesquels&#xa0;; restaurez une sauvegarde ou retirez ce qui y renvoie)&#xa0;; rien n’a été écrit&#xa0;: %1</translation>
    </message>
    <message>
        <source>the connection to the league&apos;s server was lost (%1); nothing was written: Palmarès connects again at the next try</source>
        <translation>la connexion au serveur de la ligue a été perdue (%1)&#xa0;; rien n’a été écrit&#xa0;: Palmarès se reconnecte à la prochaine tentative</translation>
    </message>
</context>
<context>
    <name>palmares::ui::ArmyListModel</name>
    <message>
        <source>(not given)</source>
        <translation>(non précisée)</translation>
    </message>
    <message>
        <source>Army list</source>
        <translation>Liste d’armée</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <source>Rating change</source>
        <translation>Variation du classement</translation>
    </message>
</context>
<context>
    <name>palmares::ui::BacktestModel</name>
    <message numerus="yes">
        <source>%Ln match(es) in the history</source>
        <translation>
            <numerusform>%Ln partie dans l’historique</numerusform>
            <numerusform>%Ln parties dans l’historique</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln scored by every rule set</source>
        <translation>
            <numerusform>%Ln évaluée par tous les systèmes</numerusform>
            <numerusform>%Ln évaluées par tous les systèmes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>early: a player&apos;s first %Ln match(es)</source>
        <translation>
            <numerusform>débuts&#xa0;: %Ln première partie d’un joueur</numerusform>
            <numerusform>débuts&#xa0;: %Ln premières parties d’un joueur</numerusform>
        </translation>
    </message>
    <message>
        <source>Coin flip (½ for every pair)</source>
        <translation>Pile ou face (½ pour chaque paire)</translation>
    </message>
    <message>
        <source> — the game&apos;s rules</source>
        <translation> — les règles du jeu</translation>
    </message>
    <message>
        <source>Mean of (predicted − observed)² over every pair of players: 0 is perfect, 0.25 is a coin flip.</source>
        <translation>Moyenne de (prévu − observé)² sur chaque paire de joueurs&#xa0;: 0 est parfait, 0,25 vaut pile ou face.</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Système de classement</translation>
    </message>
    <message>
        <source>Parameters tried</source>
        <translation>Paramètres essayés</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <source>Brier score</source>
        <translation>Score de Brier</translation>
    </message>
    <message>
        <source>Log loss</source>
        <translation>Perte logarithmique</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Exactitude</translation>
    </message>
    <message>
        <source>Brier, early</source>
        <translation>Brier, débuts</translation>
    </message>
    <message>
        <source>Brier, later</source>
        <translation>Brier, ensuite</translation>
    </message>
</context>
<context>
    <name>palmares::ui::BulletinDialog</name>
    <message>
        <source>Club bulletin</source>
        <translation>Bulletin du club</translation>
    </message>
    <message>
        <source>The bulletin gives the results of this period, the standings at its end and the changes since its start.</source>
        <translation>Le bulletin donne les résultats de cette période, les classements à sa fin et les changements depuis son début.</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Du</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>&amp;au</translation>
    </message>
    <message>
        <source>Make the bulletin</source>
        <translation>Faire le bulletin</translation>
    </message>
    <message>
        <source>The period ends before it starts: change one of the dates.</source>
        <translation>La période finit avant de commencer&#xa0;: changez l’une des dates.</translation>
    </message>
</context>
<context>
    <name>palmares::ui::Change</name>
    <message>
        <source>Could not undo “%1”: %2</source>
        <translation>Impossible d’annuler «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not redo “%1”: %2</source>
        <translation>Impossible de rétablir «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>Add result</source>
        <translation>Ajouter un résultat</translation>
    </message>
    <message>
        <source>Add result %1 (%2)</source>
        <translation>Ajouter le résultat %1 (%2)</translation>
    </message>
    <message>
        <source>Edit result %1</source>
        <translation>Corriger le résultat %1</translation>
    </message>
    <message>
        <source>Delete result %1 (%2)</source>
        <translation>Supprimer le résultat %1 (%2)</translation>
    </message>
    <message>
        <source>Add player %1</source>
        <translation>Ajouter le joueur %1</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>Renommer %1 en %2</translation>
    </message>
    <message>
        <source>Household of %1</source>
        <translation>Foyer de %1</translation>
    </message>
    <message>
        <source>Mark %1 active</source>
        <translation>Marquer %1 comme actif</translation>
    </message>
    <message>
        <source>Mark %1 inactive</source>
        <translation>Marquer %1 comme inactif</translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation>Fusionner %1 avec %2</translation>
    </message>
    <message>
        <source>Add game %1</source>
        <translation>Ajouter le jeu %1</translation>
    </message>
    <message>
        <source>Change the parameters of %1</source>
        <translation>Modifier les paramètres de %1</translation>
    </message>
    <message>
        <source>Rename the game %1 to %2</source>
        <translation>Renommer le jeu %1 en %2</translation>
    </message>
    <message>
        <source>Remove the game %1</source>
        <translation>Retirer le jeu %1</translation>
    </message>
    <message>
        <source>Set aside the players with no match %1</source>
        <comment>%1: in the last 12 months</comment>
        <translation>Mettre en sommeil les joueurs sans partie %1</translation>
    </message>
    <message>
        <source>Never set players aside</source>
        <translation>Ne jamais mettre de joueurs en sommeil</translation>
    </message>
    <message>
        <source>Starting rating of %1 in %2</source>
        <translation>Classement de départ de %1 en %2</translation>
    </message>
    <message>
        <source>Remove the starting rating of %1 in %2</source>
        <translation>Retirer le classement de départ de %1 en %2</translation>
    </message>
    <message>
        <source>Result of table %1, round %2 of %3</source>
        <translation>Résultat de la table %1, ronde %2 de %3</translation>
    </message>
    <message>
        <source>Swap %1 and %2 in %3</source>
        <translation>Échanger %1 et %2 dans %3</translation>
    </message>
    <message>
        <source>Forfeit at table %1, round %2 of %3</source>
        <translation>Forfait à la table %1, ronde %2 de %3</translation>
    </message>
    <message>
        <source>Forfeit taken back at table %1, round %2 of %3</source>
        <translation>Forfait annulé à la table %1, ronde %2 de %3</translation>
    </message>
    <message>
        <source>Bye of %1 in round %2 taken back</source>
        <translation>Exemption de %1 à la ronde %2 annulée</translation>
    </message>
    <message>
        <source>Bye asked by %1 for round %2</source>
        <translation>Exemption demandée par %1 pour la ronde %2</translation>
    </message>
    <message>
        <source>Reopen the season %1</source>
        <translation>Rouvrir la saison %1</translation>
    </message>
    <message>
        <source>Remove the season %1</source>
        <translation>Supprimer la saison %1</translation>
    </message>
</context>
<context>
    <name>palmares::ui::CompareDialog</name>
    <message>
        <source>Compare rule sets</source>
        <translation>Comparer les systèmes de classement</translation>
    </message>
    <message>
        <source>no trial</source>
        <translation>aucun essai</translation>
    </message>
    <message>
        <source>e.g. k_low=24, start=1000</source>
        <translation>par exemple k_low=24, start=1000</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparer</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Also try:</source>
        <translation>Essayer aussi&#xa0;:</translation>
    </message>
    <message>
        <source>Before each match, each rule set predicts who finishes ahead in every pair of players; lower Brier score and log loss are better. A trial never changes the game: change its parameters in the Games tab once you have decided.</source>
        <translation>Avant chaque partie, chaque système prédit qui finira devant dans chaque paire de joueurs&#xa0;; plus le score de Brier et la perte logarithmique sont bas, mieux c’est. Un essai ne modifie jamais le jeu&#xa0;: changez ses paramètres dans l’onglet Jeux une fois votre choix fait.</translation>
    </message>
    <message>
        <source>trial</source>
        <translation>essai</translation>
    </message>
    <message>
        <source>Write the parameters as key=value, separated by commas.</source>
        <translation>Écrivez les paramètres sous la forme clé=valeur, séparés par des virgules.</translation>
    </message>
    <message>
        <source>%1 cannot rate this game: %2</source>
        <translation>%1 ne peut pas classer ce jeu&#xa0;: %2</translation>
    </message>
    <message>
        <source>Calibration: predicted probability against how often it happened</source>
        <translation>Calibration&#xa0;: probabilité prévue face à la fréquence observée</translation>
    </message>
    <message>
        <source>perfect</source>
        <translation>parfait</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>prévu</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>observé</translation>
    </message>
    <message>
        <source>Comparing the rule sets…</source>
        <translation>Comparaison des systèmes de classement…</translation>
    </message>
</context>
<context>
    <name>palmares::ui::DateField</name>
    <message>
        <source>No date is typed.</source>
        <translation>Aucune date n’est saisie.</translation>
    </message>
    <message>
        <source>“%1”: only a date is asked here, without a time.</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: seule une date est demandée ici, sans heure.</translation>
    </message>
    <message>
        <source>“%1”: that is not a time of day.</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: ce n’est pas une heure de la journée.</translation>
    </message>
    <message>
        <source>“%1” is not a date: type it as %2.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une date&#xa0;: saisissez-la comme %2.</translation>
    </message>
    <message>
        <source>“%1”: the year is missing.</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: il manque l’année.</translation>
    </message>
    <message>
        <source>“%1”: the year must have 2 or 4 digits, from 1900 to 2199.</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: l’année s’écrit avec 2 ou 4 chiffres, de 1900 à 2199.</translation>
    </message>
    <message>
        <source>“%1”: there is no month %2.</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: il n’y a pas de mois %2.</translation>
    </message>
    <message>
        <source>“%1”: %2 has no day %3.</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: il n’y a pas de %3 %2.</translation>
    </message>
    <message>
        <source>Choose on a calendar (Alt+Down)</source>
        <translation>Choisir sur un calendrier (Alt+Bas)</translation>
    </message>
</context>
<context>
    <name>palmares::ui::DormancyDialog</name>
    <message>
        <source>&amp;Set aside the players with no match of a game for</source>
        <translation>&amp;Mettre en sommeil les joueurs sans partie d’un jeu depuis</translation>
    </message>
    <message>
        <source>Dormant players</source>
        <translation>Joueurs en sommeil</translation>
    </message>
    <message>
        <source> month</source>
        <translation> mois</translation>
    </message>
    <message>
        <source> months</source>
        <translation> mois</translation>
    </message>
    <message>
        <source>A player set aside in a game is not ranked in its leaderboard: he is hidden unless &quot;Show dormant players&quot; is ticked, then shown in grey without a rank, and printed standings leave him out and say how many. His rating is kept as it was; nothing is re-rated. His next match of the game brings him back.

This is a setting of the club: every window and palmares-cli use it. Whether a player is marked active (Players tab) does not change it.</source>
        <translation>Un joueur en sommeil dans un jeu n’est pas classé dans ce jeu&#xa0;: il est masqué, sauf si «&#xa0;Afficher les joueurs en sommeil&#xa0;» est coché — il apparaît alors en gris, sans rang —, et les classements imprimés l’omettent en disant combien. Son classement est conservé tel quel&#xa0;; rien n’est recalculé. Sa prochaine partie de ce jeu le réveille.

C’est un réglage du club&#xa0;: toutes les fenêtres et palmares-cli l’utilisent. Qu’un joueur soit marqué actif (onglet Joueurs) n’y change rien.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
</context>
<context>
    <name>palmares::ui::EnterPlayersDialog</name>
    <message>
        <source>Enter players in %1</source>
        <translation>Inscrire des joueurs à %1</translation>
    </message>
    <message>
        <source>One name a line: added to the club&apos;s players</source>
        <translation>Un nom par ligne&#xa0;: ajouté aux joueurs du club</translation>
    </message>
    <message>
        <source>Tick &amp;all</source>
        <translation>Tout &amp;cocher</translation>
    </message>
    <message>
        <source>&amp;Enter them</source>
        <translation>&amp;Les inscrire</translation>
    </message>
    <message>
        <source>The club&apos;s &amp;players:</source>
        <translation>Les &amp;joueurs du club&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;New players:</source>
        <translation>&amp;Nouveaux joueurs&#xa0;:</translation>
    </message>
</context>
<context>
    <name>palmares::ui::EventDialog</name>
    <message>
        <source>the first day only</source>
        <translation>le premier jour seulement</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <source>as many as you pair</source>
        <translation>autant que vous en appariez</translation>
    </message>
    <message>
        <source>Balanced (each table mixes levels)</source>
        <translation>Équilibrées (chaque table mêle les niveaux)</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Tirées au hasard</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;First day:</source>
        <translation>&amp;Premier jour&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Last day:</source>
        <translation>&amp;Dernier jour&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Méthode&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Rondes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation>&amp;Tables&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Add the event</source>
        <translation>&amp;Ajouter l’événement</translation>
    </message>
</context>
<context>
    <name>palmares::ui::EventsPage</name>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Dates</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>New event…</source>
        <translation>Nouvel événement…</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Enter players…</source>
        <translation>Inscrire des joueurs…</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Inscrits</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Apparier la ronde suivante</translation>
    </message>
    <message>
        <source>Pair again</source>
        <translation>Apparier à nouveau</translation>
    </message>
    <message>
        <source>Remove last round</source>
        <translation>Supprimer la dernière ronde</translation>
    </message>
    <message>
        <source>Lock / unlock table</source>
        <translation>Verrouiller / déverrouiller la table</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <source>1-0</source>
        <translation>1-0</translation>
    </message>
    <message>
        <source>½-½</source>
        <translation>½-½</translation>
    </message>
    <message>
        <source>0-1</source>
        <translation>0-1</translation>
    </message>
    <message>
        <source>The result of the selected board (keys 1, = and 0)</source>
        <translation>Le résultat de l’échiquier sélectionné (touches 1, = et 0)</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Cross-table</source>
        <translation>Grille américaine</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 (withdrawn from round %2)</source>
        <translation>%1 (retiré à partir de la ronde %2)</translation>
    </message>
    <message>
        <source>%1 (from round %2)</source>
        <translation>%1 (à partir de la ronde %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2, %3</translation>
    </message>
    <message>
        <source>Select an event, or add one with “New event…”.</source>
        <translation>Sélectionnez un événement, ou ajoutez-en un avec «&#xa0;Nouvel événement…&#xa0;».</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Verrouillée</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>verrouillée</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Placement</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <source>The club has no game yet: add one in the Games tab first.</source>
        <translation>Le club n’a pas encore de jeu&#xa0;: ajoutez-en un d’abord dans l’onglet Jeux.</translation>
    </message>
    <message>
        <source>Remove an event</source>
        <translation>Supprimer un événement</translation>
    </message>
    <message>
        <source>Remove the event %1, its entrants and its rounds?</source>
        <translation>Supprimer l’événement %1, ses inscrits et ses rondes&#xa0;?</translation>
    </message>
    <message>
        <source>Could not remove %1</source>
        <translation>Impossible de supprimer %1</translation>
    </message>
    <message>
        <source>Enter players</source>
        <translation>Inscrire des joueurs</translation>
    </message>
    <message>
        <source>Select an entrant first.</source>
        <translation>Sélectionnez d’abord un inscrit.</translation>
    </message>
    <message>
        <source>Could not withdraw %1</source>
        <translation>Impossible de retirer %1</translation>
    </message>
    <message>
        <source>Could not pair the next round</source>
        <translation>Impossible d’apparier la ronde suivante</translation>
    </message>
    <message>
        <source>Could not pair the round again</source>
        <translation>Impossible d’apparier la ronde à nouveau</translation>
    </message>
    <message>
        <source>Could not remove the last round</source>
        <translation>Impossible de supprimer la dernière ronde</translation>
    </message>
    <message>
        <source>Could not lock or unlock table %1</source>
        <translation>Impossible de verrouiller ou déverrouiller la table %1</translation>
    </message>
    <message>
        <source>Select two players of the last round (Ctrl+click the second).</source>
        <translation>Sélectionnez deux joueurs de la dernière ronde (Ctrl+clic sur le second).</translation>
    </message>
    <message>
        <source>Could not swap %1 and %2</source>
        <translation>Impossible d’échanger %1 et %2</translation>
    </message>
    <message>
        <source>Could not record the result of table %1</source>
        <translation>Impossible d’enregistrer le résultat de la table %1</translation>
    </message>
    <message>
        <source>Enter the result…</source>
        <translation>Saisir le résultat…</translation>
    </message>
    <message>
        <source>The result of the selected table: scores, deals, morale (Enter or a double-click)</source>
        <translation>Le résultat de la table choisie&#xa0;: scores, donnes, moral (Entrée ou un double-clic)</translation>
    </message>
    <message>
        <source>Select two players of the last round (Ctrl+click), then swap their seats; or drag one onto the other.</source>
        <translation>Sélectionnez deux joueurs de la dernière ronde (Ctrl+clic), puis échangez leurs places&#xa0;; ou glissez l’un sur l’autre.</translation>
    </message>
    <message>
        <source>Only the players of the last round can change seats.</source>
        <translation>Seuls les joueurs de la dernière ronde peuvent changer de place.</translation>
    </message>
    <message>
        <source>Table %1 is locked: unlock it first.</source>
        <translation>La table %1 est verrouillée&#xa0;: déverrouillez-la d’abord.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Pairings of the round shown, to pin up</source>
        <translation>Appariements de la ronde affichée, à afficher</translation>
    </message>
    <message>
        <source>Score sheets of the round shown</source>
        <translation>Feuilles de marque de la ronde affichée</translation>
    </message>
    <message>
        <source>All of it</source>
        <translation>Tout</translation>
    </message>
    <message>
        <source>Print preview…</source>
        <translation>Aperçu avant impression…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <source>Export as HTML…</source>
        <translation>Exporter en HTML…</translation>
    </message>
    <message>
        <source>Select an event first.</source>
        <translation>Choisissez d’abord un événement.</translation>
    </message>
    <message>
        <source>Forfeit</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <source>The selected board settled because a player did not come: the one who came wins without playing, and nothing is rated</source>
        <translation>L’échiquier choisi réglé parce qu’un joueur n’est pas venu&#xa0;: celui qui est venu gagne sans jouer, et rien n’est classé</translation>
    </message>
    <message>
        <source>The first player did not come (chess: White)</source>
        <translation>Le premier joueur n’est pas venu (échecs&#xa0;: les Blancs)</translation>
    </message>
    <message>
        <source>The second player did not come (chess: Black)</source>
        <translation>Le second joueur n’est pas venu (échecs&#xa0;: les Noirs)</translation>
    </message>
    <message>
        <source>Neither came</source>
        <translation>Aucun n’est venu</translation>
    </message>
    <message>
        <source>Take the forfeit back</source>
        <translation>Annuler le forfait</translation>
    </message>
    <message>
        <source>Bye asked…</source>
        <translation>Exemption demandée…</translation>
    </message>
    <message>
        <source>A player who will not come to a round not paired yet: he is left out of its pairing</source>
        <translation>Un joueur qui ne viendra pas à une ronde pas encore appariée&#xa0;: il est laissé hors de son appariement</translation>
    </message>
    <message>
        <source>%1 (round %2, %3)</source>
        <translation>%1 (ronde %2, %3)</translation>
    </message>
    <message>
        <source>½ point</source>
        <translation>½ point</translation>
    </message>
    <message>
        <source>0 points</source>
        <translation>0 point</translation>
    </message>
    <message>
        <source>Byes asked: %1</source>
        <translation>Exemptions demandées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not record the forfeit at table %1</source>
        <translation>Impossible d’enregistrer le forfait à la table %1</translation>
    </message>
    <message>
        <source>Could not take the forfeit back at table %1</source>
        <translation>Impossible d’annuler le forfait à la table %1</translation>
    </message>
    <message>
        <source>Bye asked</source>
        <translation>Exemption demandée</translation>
    </message>
    <message>
        <source>Take back the bye he asked for</source>
        <translation>Annuler l’exemption qu’il a demandée</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Ronde&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;oints:</source>
        <translation>P&amp;oints&#xa0;:</translation>
    </message>
    <message>
        <source>bye asked</source>
        <translation>exemption demandée</translation>
    </message>
    <message>
        <source>The round shown: its pairings to pin up, its score sheets; the standings; the cross-table. Print, preview, or save as PDF, HTML or a workbook (XLSX, ODS).</source>
        <translation>La ronde affichée&#xa0;: ses appariements à afficher, ses feuilles de marque&#xa0;; le classement&#xa0;; la grille américaine. Imprimer, prévisualiser, ou enregistrer en PDF, HTML ou classeur (XLSX, ODS).</translation>
    </message>
    <message>
        <source>Export as XLSX…</source>
        <translation>Exporter en XLSX…</translation>
    </message>
    <message>
        <source>Export as ODS…</source>
        <translation>Exporter en ODS…</translation>
    </message>
    <message>
        <source>Standings (R%1)</source>
        <translation>Classement (R%1)</translation>
    </message>
    <message>
        <source>The standings after round %1</source>
        <translation>Le classement après la ronde %1</translation>
    </message>
    <message>
        <source>The standings: no round is complete yet</source>
        <translation>Le classement&#xa0;: aucune ronde n’est encore complète</translation>
    </message>
</context>
<context>
    <name>palmares::ui::ExplanationPanel</name>
    <message>
        <source>&lt;b&gt;Why did the ratings change?&lt;/b&gt; Select a result to see how each rating moved.</source>
        <translation>&lt;b&gt;Pourquoi les classements ont-ils changé&#xa0;?&lt;/b&gt; Sélectionnez un résultat pour voir comment chaque classement a bougé.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why did the ratings change?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pourquoi les classements ont-ils changé&#xa0;?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why did the ratings change?&lt;/b&gt; Match %1, with the numbers the rating engine used.</source>
        <translation>&lt;b&gt;Pourquoi les classements ont-ils changé&#xa0;?&lt;/b&gt; Partie %1, avec les nombres utilisés par le calcul.</translation>
    </message>
</context>
<context>
    <name>palmares::ui::GameDialog</name>
    <message>
        <source>Add a game</source>
        <translation>Ajouter un jeu</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Système de classement&#xa0;:</translation>
    </message>
    <message>
        <source>Parameters (the defaults are the rule pages&apos; values):</source>
        <translation>Paramètres (par défaut, les valeurs des règles publiées)&#xa0;:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>a rule set — the games it suits</comment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>palmares::ui::GamesModel</name>
    <message>
        <source>The rule set&apos;s default parameters</source>
        <translation>Les paramètres par défaut du système de classement</translation>
    </message>
    <message>
        <source>Changed by the club:</source>
        <translation>Modifiés par le club&#xa0;:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Système de classement</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>The parameters the club changed from the rule set&apos;s defaults</source>
        <translation>Les paramètres que le club a changés par rapport aux valeurs par défaut</translation>
    </message>
    <message>
        <source>fresh start each season</source>
        <translation>nouveau départ à chaque saison</translation>
    </message>
</context>
<context>
    <name>palmares::ui::GamesPage</name>
    <message>
        <source>Add a game…</source>
        <translation>Ajouter un jeu…</translation>
    </message>
    <message>
        <source>Parameters…</source>
        <translation>Paramètres…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Retirer…</translation>
    </message>
    <message>
        <source>Could not read %1</source>
        <translation>Impossible de lire %1</translation>
    </message>
    <message>
        <source>Rename a game</source>
        <translation>Renommer un jeu</translation>
    </message>
    <message>
        <source>Select a game first.</source>
        <translation>Sélectionnez d’abord un jeu.</translation>
    </message>
    <message>
        <source>New name of %1 (its results, ratings and parameters stay):</source>
        <translation>Nouveau nom de %1 (ses résultats, classements et paramètres restent)&#xa0;:</translation>
    </message>
    <message>
        <source>Remove a game</source>
        <translation>Retirer un jeu</translation>
    </message>
    <message>
        <source>Could not remove %1</source>
        <translation>Impossible de retirer %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln result(s): a game is removed only without results. Delete them in the Results tab, or rename the game.</source>
        <translation>
            <numerusform>%1 a %Ln résultat&#xa0;: un jeu n’est retiré que s’il n’a aucun résultat. Supprimez-le dans l’onglet Résultats, ou renommez le jeu.</numerusform>
            <numerusform>%1 a %Ln résultats&#xa0;: un jeu n’est retiré que s’il n’a aucun résultat. Supprimez-les dans l’onglet Résultats, ou renommez le jeu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the game %1? Edit → Undo brings it back.</source>
        <translation>Retirer le jeu %1&#xa0;? Édition → Annuler le fait revenir.</translation>
    </message>
</context>
<context>
    <name>palmares::ui::HallOfFameModel</name>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln jeu</numerusform>
            <numerusform>%Ln jeux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln joueur</numerusform>
            <numerusform>%Ln joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 points in %Ln participation(s)</source>
        <translation>
            <numerusform>%1 points en %Ln participation</numerusform>
            <numerusform>%1 points en %Ln participations</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Participations</source>
        <translation>Participations</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Adjusted average</source>
        <translation>Moyenne ajustée</translation>
    </message>
    <message>
        <source>Placement points per participation</source>
        <translation>Points de placement par participation</translation>
    </message>
    <message>
        <source>The average counting 100 points for each participation short of the most assiduous player&apos;s</source>
        <translation>La moyenne qui compte 100 points pour chaque participation manquante par rapport au joueur le plus assidu</translation>
    </message>
    <message numerus="yes">
        <source>* fewer than half the %Ln participations of the most assiduous player: each one missing counts 100 points in the adjusted average</source>
        <translation>
            <numerusform>* moins de la moitié de la %Ln participation du joueur le plus assidu&#xa0;: chaque participation manquante compte 100 points dans la moyenne ajustée</numerusform>
            <numerusform>* moins de la moitié des %Ln participations du joueur le plus assidu&#xa0;: chaque participation manquante compte 100 points dans la moyenne ajustée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Few participations: %1 of the %Ln of the most assiduous player. The adjusted average counts each one missing at the neutral 100 points, so his rank says more of those than of his own results.</source>
        <translation>
            <numerusform>Peu de participations&#xa0;: %1 sur la %Ln du joueur le plus assidu. La moyenne ajustée compte chaque participation manquante pour 100 points, une valeur neutre&#xa0;: son rang en dit plus sur elles que sur ses propres résultats.</numerusform>
            <numerusform>Peu de participations&#xa0;: %1 sur les %Ln du joueur le plus assidu. La moyenne ajustée compte chaque participation manquante pour 100 points, une valeur neutre&#xa0;: son rang en dit plus sur elles que sur ses propres résultats.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::HallOfFamePage</name>
    <message>
        <source>from the start</source>
        <translation>depuis le début</translation>
    </message>
    <message>
        <source>until today</source>
        <translation>jusqu’à aujourd’hui</translation>
    </message>
    <message>
        <source>Filter players…</source>
        <translation>Filtrer les joueurs…</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
</context>
<context>
    <name>palmares::ui::HeadToHeadDialog</name>
    <message>
        <source>Head-to-head</source>
        <translation>Face-à-face</translation>
    </message>
    <message>
        <source>against</source>
        <translation>contre</translation>
    </message>
    <message>
        <source>They have never played the same game.</source>
        <translation>Ils n’ont aucun jeu en commun.</translation>
    </message>
</context>
<context>
    <name>palmares::ui::HeadToHeadModel</name>
    <message numerus="yes">
        <source>%1: %Ln match(es)</source>
        <translation>
            <numerusform>%1&#xa0;: %Ln partie</numerusform>
            <numerusform>%1&#xa0;: %Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 %2 – %3 %4</source>
        <translation>, %1 %2 – %3 %4</translation>
    </message>
    <message numerus="yes">
        <source> (%Ln draw(s))</source>
        <translation>
            <numerusform> (%Ln nul)</numerusform>
            <numerusform> (%Ln nuls)</numerusform>
        </translation>
    </message>
    <message>
        <source>; now %1 %2 against %3 %4: expected result %5 and %6</source>
        <translation>&#xa0;; actuellement %1 %2 contre %3 %4&#xa0;: résultat attendu %5 et %6</translation>
    </message>
    <message>
        <source>no order</source>
        <translation>ordre inconnu</translation>
    </message>
    <message>
        <source>%1 ahead</source>
        <translation>%1 devant</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Égalité</translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln joueur</numerusform>
            <numerusform>%Ln joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>unrated: %1</source>
        <translation>non classée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Change of %1</source>
        <translation>Variation de %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
</context>
<context>
    <name>palmares::ui::HistoryModel</name>
    <message>
        <source>Win</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nul</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Défaite</translation>
    </message>
    <message>
        <source>%1 (place %2 of %3)</source>
        <translation>%1 (place %2 sur %3)</translation>
    </message>
    <message>
        <source>Army list: %1</source>
        <translation>Liste d’armée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Attendu</translation>
    </message>
    <message>
        <source>Actual</source>
        <translation>Obtenu</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>The expected result the rule set computed before the match (0 to 1)</source>
        <translation>Le résultat attendu calculé par le système de classement avant la partie (de 0 à 1)</translation>
    </message>
    <message>
        <source>Placement points of the Hall of Fame</source>
        <translation>Points de placement du tableau d’honneur</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>places shared by tied players</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>The adjusted average (the standings&apos; score) before the match</source>
        <translation>La moyenne ajustée (le score du classement) avant la partie</translation>
    </message>
    <message>
        <source>The adjusted average (the standings&apos; score) after the match</source>
        <translation>La moyenne ajustée (le score du classement) après la partie</translation>
    </message>
</context>
<context>
    <name>palmares::ui::ImportReportDialog</name>
    <message>
        <source>Import %1</source>
        <translation>Importer %1</translation>
    </message>
    <message>
        <source>The file cannot be imported; nothing was written. Correct these lines and try again:</source>
        <translation>Le fichier ne peut pas être importé&#xa0;; rien n’a été enregistré. Corrigez ces lignes et réessayez&#xa0;:</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) will be added (%1).</source>
        <translation>
            <numerusform>%Ln partie sera ajoutée (%1).</numerusform>
            <numerusform>%Ln parties seront ajoutées (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln match(es)</source>
        <translation>
            <numerusform>%1&#xa0;: %Ln partie</numerusform>
            <numerusform>%1&#xa0;: %Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new player(s): %1</source>
        <translation>
            <numerusform>%Ln nouveau joueur&#xa0;: %1</numerusform>
            <numerusform>%Ln nouveaux joueurs&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) will be kept unrated:</source>
        <translation>
            <numerusform>%Ln partie sera conservée sans être classée&#xa0;:</numerusform>
            <numerusform>%Ln parties seront conservées sans être classées&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Possible duplicates (kept as two players unless you correct the file):</source>
        <translation>Doublons possibles (gardés comme deux joueurs, sauf si vous corrigez le fichier)&#xa0;:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (line %2)</source>
        <translation>«&#xa0;%1&#xa0;» (ligne %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (already in the club)</source>
        <translation>«&#xa0;%1&#xa0;» (déjà au club)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message numerus="yes">
        <source>This import changes the closed season(s) %1: importing changes them (what they kept when they were closed stays as it was printed).</source>
        <translation>
            <numerusform>Cet import change la saison close %1&#xa0;: importer la change (ce qu’elle a conservé à sa clôture reste tel qu’il a été imprimé).</numerusform>
            <numerusform>Cet import change les saisons closes %1&#xa0;: importer les change (ce qu’elles ont conservé à leur clôture reste tel qu’il a été imprimé).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new game(s): %1</source>
        <translation>
            <numerusform>%Ln nouveau jeu&#xa0;: %1</numerusform>
            <numerusform>%Ln nouveaux jeux&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Assistant…</source>
        <translation>&amp;Assistant…</translation>
    </message>
    <message>
        <source>These are %1.</source>
        <translation>Voici %1.</translation>
    </message>
    <message>
        <source>sheet &apos;%1&apos;, row %2, column %3</source>
        <translation>feuille «&#xa0;%1&#xa0;», ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>sheet &apos;%1&apos;, row %2</source>
        <translation>feuille «&#xa0;%1&#xa0;», ligne %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln later match(es) of the club will be re-rated.</source>
        <translation>
            <numerusform>%Ln partie ultérieure du club sera recalculée.</numerusform>
            <numerusform>%Ln parties ultérieures du club seront recalculées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln ligne</numerusform>
            <numerusform>%Ln lignes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::ImportWizard</name>
    <message>
        <source>Import %1</source>
        <translation>Importer %1</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Match identifier</source>
        <translation>Identifiant de la partie</translation>
    </message>
    <message>
        <source>Table number within the day</source>
        <translation>Numéro de table dans la journée</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Time of day</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Duration (minutes)</source>
        <translation>Durée (minutes)</translation>
    </message>
    <message>
        <source>Void (not rated)</source>
        <translation>Annulée (non classée)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Left the match</source>
        <translation>A abandonné</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral initial</translation>
    </message>
    <message>
        <source>Morale lost</source>
        <translation>Moral perdu</translation>
    </message>
    <message>
        <source>Army points</source>
        <translation>Points d’armée</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Army list</source>
        <translation>Liste d’armée</translation>
    </message>
    <message>
        <source>%1 of participant %2</source>
        <translation>%1 du participant %2</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Le fichier</translation>
    </message>
    <message>
        <source>How the file is read. Change the encoding if accented letters look wrong, the separator if the columns are not split.</source>
        <translation>Comment le fichier est lu. Changez l’encodage si les lettres accentuées sont fausses, le séparateur si les colonnes ne sont pas séparées.</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>UTF-8 with a byte order mark</source>
        <translation>UTF-8 avec indicateur d’ordre des octets (BOM)</translation>
    </message>
    <message>
        <source>UTF-16 (Unicode text)</source>
        <translation>UTF-16 (texte Unicode)</translation>
    </message>
    <message>
        <source>Windows-1252 (Western Europe)</source>
        <translation>Windows-1252 (Europe occidentale)</translation>
    </message>
    <message>
        <source>Latin-1 (ISO 8859-1)</source>
        <translation>Latin-1 (ISO 8859-1)</translation>
    </message>
    <message>
        <source>; (semicolon)</source>
        <translation>; (point-virgule)</translation>
    </message>
    <message>
        <source>, (comma)</source>
        <translation>, (virgule)</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulation</translation>
    </message>
    <message>
        <source>| (vertical bar)</source>
        <translation>| (barre verticale)</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>&amp;Encodage&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Separator:</source>
        <translation>Sé&amp;parateur&#xa0;:</translation>
    </message>
    <message>
        <source>The first rows as read:</source>
        <translation>Les premières lignes telles qu’elles sont lues&#xa0;:</translation>
    </message>
    <message>
        <source>%1 is read as you chose below.</source>
        <translation>%1 est lu comme vous l’avez choisi ci-dessous.</translation>
    </message>
    <message>
        <source>%1: the encoding and the separator were detected.</source>
        <translation>%1&#xa0;: l’encodage et le séparateur ont été détectés.</translation>
    </message>
    <message>
        <source>The columns</source>
        <translation>Les colonnes</translation>
    </message>
    <message>
        <source>What each column of the file holds. A file with one row per match numbers its participants: &quot;Player of participant 1&quot;, &quot;Score of participant 1&quot;…</source>
        <translation>Ce que contient chaque colonne du fichier. Un fichier d’une ligne par partie numérote ses participants&#xa0;: «&#xa0;Joueur du participant 1&#xa0;», «&#xa0;Score du participant 1&#xa0;»…</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Contient</translation>
    </message>
    <message>
        <source>none: a column gives the game</source>
        <translation>aucun&#xa0;: une colonne donne le jeu</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Day first (14/09/2025)</source>
        <translation>Jour d’abord (14/09/2025)</translation>
    </message>
    <message>
        <source>Month first (09/14/2025)</source>
        <translation>Mois d’abord (09/14/2025)</translation>
    </message>
    <message>
        <source>Year first (2025-09-14)</source>
        <translation>Année d’abord (2025-09-14)</translation>
    </message>
    <message>
        <source>&amp;Game of every row:</source>
        <translation>&amp;Jeu de toutes les lignes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Dates:</source>
        <translation>&amp;Dates&#xa0;:</translation>
    </message>
    <message>
        <source>The columns are read as saved for files like this one.</source>
        <translation>Les colonnes sont lues comme enregistré pour les fichiers de cette forme.</translation>
    </message>
    <message>
        <source>The columns are guessed from their names: check them.</source>
        <translation>Les colonnes sont devinées d’après leurs noms&#xa0;: vérifiez-les.</translation>
    </message>
    <message>
        <source>(leave out)</source>
        <translation>(ignorer)</translation>
    </message>
    <message>
        <source>Automatic (here: day first)</source>
        <translation>Automatique (ici&#xa0;: le jour d’abord)</translation>
    </message>
    <message>
        <source>Automatic (here: month first)</source>
        <translation>Automatique (ici&#xa0;: le mois d’abord)</translation>
    </message>
    <message>
        <source>Automatic (here: year first)</source>
        <translation>Automatique (ici&#xa0;: l’année d’abord)</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Les jeux</translation>
    </message>
    <message>
        <source>Which of the club&apos;s games each game of the file is, or a new game and its rule set.</source>
        <translation>Quel jeu du club est chaque jeu du fichier, ou un nouveau jeu et son système de classement.</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>Dans le fichier</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Game of the club</source>
        <translation>Jeu du club</translation>
    </message>
    <message>
        <source>(say which game)</source>
        <translation>(dites quel jeu)</translation>
    </message>
    <message>
        <source>New game, rule set %1</source>
        <translation>Nouveau jeu, système %1</translation>
    </message>
    <message>
        <source>The players</source>
        <translation>Les joueurs</translation>
    </message>
    <message>
        <source>Player of the club</source>
        <translation>Joueur du club</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>The same name once accents, case and spaces are set aside</source>
        <translation>Le même nom aux accents, majuscules et espaces près</translation>
    </message>
    <message>
        <source>new player</source>
        <translation>nouveau joueur</translation>
    </message>
    <message>
        <source>new player &quot;%1&quot;</source>
        <translation>nouveau joueur «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>%Ln name(s) in the file: </source>
        <translation>
            <numerusform>%Ln nom dans le fichier&#xa0;: </numerusform>
            <numerusform>%Ln noms dans le fichier&#xa0;: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln written as in the club</source>
        <translation>
            <numerusform>%Ln écrit comme au club</numerusform>
            <numerusform>%Ln écrits comme au club</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln matched once accents and case are set aside</source>
        <translation>
            <numerusform>%Ln reconnu aux accents et majuscules près</numerusform>
            <numerusform>%Ln reconnus aux accents et majuscules près</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to confirm</source>
        <translation>
            <numerusform>%Ln à confirmer</numerusform>
            <numerusform>%Ln à confirmer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new</source>
        <translation>
            <numerusform>%Ln nouveau</numerusform>
            <numerusform>%Ln nouveaux</numerusform>
        </translation>
    </message>
    <message>
        <source>What the import adds</source>
        <translation>Ce que l’importation ajoute</translation>
    </message>
    <message>
        <source>Nothing is written until you choose Import; a backup of the club is made before.</source>
        <translation>Rien n’est écrit avant que vous choisissiez Importer&#xa0;; une sauvegarde du club est faite juste avant.</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Lecture du fichier…</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importation…</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(choisir)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln rows)</source>
        <translation>
            <numerusform>%1 (%Ln ligne)</numerusform>
            <numerusform>%1 (%Ln lignes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the sheet of results</source>
        <translation>Choisissez la feuille des résultats</translation>
    </message>
    <message>
        <source>S&amp;heet:</source>
        <translation>&amp;Feuille&#xa0;:</translation>
    </message>
    <message>
        <source>%1 is a workbook of several sheets: choose the sheet of results.</source>
        <translation>%1 est un classeur de plusieurs feuilles&#xa0;: choisissez la feuille des résultats.</translation>
    </message>
    <message>
        <source>%1: the sheet %2 as read.</source>
        <translation>%1&#xa0;: la feuille %2 telle qu’elle est lue.</translation>
    </message>
    <message>
        <source>How the workbook is read: choose the sheet of results; its cells are read as the spreadsheet typed them (dates, numbers, the values of formulas).</source>
        <translation>Comment le classeur est lu&#xa0;: choisissez la feuille des résultats&#xa0;; ses cellules sont lues telles que le tableur les a saisies (dates, nombres, valeurs des formules).</translation>
    </message>
    <message>
        <source>Who each name of the file is. Names written like a player of the club once accents, case and spaces are set aside are highlighted; a close spelling is taken as the club&apos;s player it resembles unless you choose a new player.</source>
        <translation>Qui est chaque nom du fichier. Les noms écrits comme un joueur du club aux accents, majuscules et espaces près sont surlignés&#xa0;; une orthographe proche est prise pour le joueur du club qu’elle rappelle, sauf si vous choisissez un nouveau joueur.</translation>
    </message>
    <message>
        <source>as in the file</source>
        <translation>tels que dans le fichier</translation>
    </message>
    <message>
        <source>prefixed with</source>
        <translation>précédés de</translation>
    </message>
    <message>
        <source>replaced by new codes</source>
        <translation>remplacés par de nouveaux codes</translation>
    </message>
    <message>
        <source>&amp;Match codes:</source>
        <translation>&amp;Codes des parties&#xa0;:</translation>
    </message>
</context>
<context>
    <name>palmares::ui::LeaderboardModel</name>
    <message>
        <source>new</source>
        <comment>a player who had no rating a month ago</comment>
        <translation>nouveau</translation>
    </message>
    <message>
        <source>%1 had no rating a month ago; now rank %2.</source>
        <translation>%1 n’avait pas de classement il y a un mois&#xa0;; désormais au rang %2.</translation>
    </message>
    <message>
        <source>Rank %1, as a month ago.</source>
        <translation>Rang %1, comme il y a un mois.</translation>
    </message>
    <message numerus="yes">
        <source>Rank %1, up %Ln place(s) from %2 a month ago.</source>
        <translation>
            <numerusform>Rang %1, en hausse de %Ln place (%2 il y a un mois).</numerusform>
            <numerusform>Rang %1, en hausse de %Ln places (%2 il y a un mois).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rank %1, down %Ln place(s) from %2 a month ago.</source>
        <translation>
            <numerusform>Rang %1, en baisse de %Ln place (%2 il y a un mois).</numerusform>
            <numerusform>Rang %1, en baisse de %Ln places (%2 il y a un mois).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating %1, %2 a month ago.</source>
        <translation>Classement %1, %2 il y a un mois.</translation>
    </message>
    <message>
        <source>%1 is the club&apos;s best player: the highest rating among players past the provisional period.</source>
        <translation>%1 est le meilleur joueur du club&#xa0;: le plus haut classement parmi les joueurs sortis de la période provisoire.</translation>
    </message>
    <message>
        <source>Provisional rating: %1 has not yet played enough games to leave the provisional period.</source>
        <translation>Classement provisoire&#xa0;: %1 n’a pas encore joué assez de parties pour sortir de la période provisoire.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Adjusted average</source>
        <translation>Moyenne ajustée</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Nuls</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <source>Trend</source>
        <comment>rating change over the last month</comment>
        <translation>Tendance</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>The adjusted average of placement points (the game has no rating of its own)</source>
        <translation>La moyenne ajustée des points de placement (ce jeu n’a pas de classement propre)</translation>
    </message>
    <message>
        <source>The rating; ~ marks a provisional rating</source>
        <translation>Le classement&#xa0;; ~ signale un classement provisoire</translation>
    </message>
    <message>
        <source>Rating change since a month ago</source>
        <translation>Variation du classement depuis un mois</translation>
    </message>
    <message>
        <source>Rated games played</source>
        <translation>Parties classées jouées</translation>
    </message>
    <message>
        <source>back</source>
        <comment>a dormant player who played again</comment>
        <translation>retour</translation>
    </message>
    <message>
        <source>Not ranked: no match %1.</source>
        <comment>%1: in the last 12 months</comment>
        <translation>Non classé&#xa0;: aucune partie %1.</translation>
    </message>
    <message>
        <source>Rank %1, back after a time without a match.</source>
        <translation>Rang %1, de retour après une période sans partie.</translation>
    </message>
    <message>
        <source>%1 has had no match of %2 %3 (last: %4): dormant, not ranked, rating kept as it was. His next match brings him back.</source>
        <comment>%3: in the last 12 months</comment>
        <translation>%1 n’a joué aucune partie de %2 %3 (la dernière&#xa0;: %4)&#xa0;: en sommeil, non classé, son classement conservé tel quel. Sa prochaine partie le réveille.</translation>
    </message>
</context>
<context>
    <name>palmares::ui::LeaderboardPage</name>
    <message>
        <source>Filter players…</source>
        <translation>Filtrer les joueurs…</translation>
    </message>
    <message>
        <source>New result…</source>
        <translation>Nouveau résultat…</translation>
    </message>
    <message>
        <source>Ga&amp;me:</source>
        <translation>J&amp;eu&#xa0;:</translation>
    </message>
    <message>
        <source>Show &amp;dormant players</source>
        <translation>Afficher les joueurs en &amp;sommeil</translation>
    </message>
    <message>
        <source>Dormant players: no match of this game %1 (Settings → Dormant players). Not ranked, their rating kept. Ticked, they are listed in grey.</source>
        <comment>%1: in the last 12 months</comment>
        <translation>Joueurs en sommeil&#xa0;: aucune partie de ce jeu %1 (Options → Joueurs en sommeil). Non classés, leur classement conservé. Coché, ils apparaissent en gris.</translation>
    </message>
    <message>
        <source>No result yet for %1.</source>
        <translation>Aucun résultat pour l’instant en %1.</translation>
    </message>
    <message>
        <source>~ provisional rating · trend: change since %1</source>
        <translation>~ classement provisoire · tendance&#xa0;: variation depuis le %1</translation>
    </message>
    <message>
        <source>in grey, without a rank: %1 dormant (no match %2)</source>
        <comment>%2: in the last 12 months</comment>
        <translation>en gris, sans rang&#xa0;: %1 en sommeil (aucune partie %2)</translation>
    </message>
    <message>
        <source>not listed: %1 dormant (no match %2)</source>
        <comment>%2: in the last 12 months</comment>
        <translation>non listés&#xa0;: %1 en sommeil (aucune partie %2)</translation>
    </message>
</context>
<context>
    <name>palmares::ui::MainWindow</name>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Classement</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>&amp;Résultats</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>Je&amp;ux</translation>
    </message>
    <message>
        <source>Hall of Fa&amp;me</source>
        <translation>&amp;Tableau d’honneur</translation>
    </message>
    <message>
        <source>Palmarès</source>
        <translation>Palmarès</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>Add a game…</source>
        <translation>Ajouter un jeu…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New club…</source>
        <translation>&amp;Nouveau club…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Clubs &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Import results…</source>
        <translation>&amp;Importer des résultats…</translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>Enregistrer une &amp;copie…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;New result…</source>
        <translation>&amp;Nouveau résultat…</translation>
    </message>
    <message>
        <source>&amp;Correct the selected result…</source>
        <translation>&amp;Corriger le résultat sélectionné…</translation>
    </message>
    <message>
        <source>&amp;Delete the selected result…</source>
        <translation>&amp;Supprimer le résultat sélectionné…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Options</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Celle du système</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About Palmarès</source>
        <translation>À &amp;propos de Palmarès</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>Impossible d’ouvrir %1</translation>
    </message>
    <message>
        <source>Creating the demo club…</source>
        <translation>Création du club de démonstration…</translation>
    </message>
    <message>
        <source>Could not create the demo club</source>
        <translation>Impossible de créer le club de démonstration</translation>
    </message>
    <message>
        <source>New club</source>
        <translation>Nouveau club</translation>
    </message>
    <message>
        <source>Palmarès clubs (*.palmares);;All files (*)</source>
        <translation>Clubs Palmarès (*.palmares);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Could not create %1</source>
        <translation>Impossible de créer %1</translation>
    </message>
    <message>
        <source>A file of that name exists; Palmarès never overwrites a file. Choose another name.</source>
        <translation>Un fichier porte déjà ce nom&#xa0;; Palmarès n’écrase jamais un fichier. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Name of the club:</source>
        <translation>Nom du club&#xa0;:</translation>
    </message>
    <message>
        <source>Open a club</source>
        <translation>Ouvrir un club</translation>
    </message>
    <message>
        <source>%1 — Palmarès</source>
        <translation>%1 — Palmarès</translation>
    </message>
    <message>
        <source>Import results</source>
        <translation>Importer des résultats</translation>
    </message>
    <message>
        <source>Could not read %1</source>
        <translation>Impossible de lire %1</translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation>Rien n’a été importé</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) imported.</source>
        <translation>
            <numerusform>%Ln partie importée.</numerusform>
            <numerusform>%Ln parties importées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>Enregistrer une copie</translation>
    </message>
    <message>
        <source>Palmarès clubs (*.palmares)</source>
        <translation>Clubs Palmarès (*.palmares)</translation>
    </message>
    <message>
        <source>The copy was not made</source>
        <translation>La copie n’a pas été faite</translation>
    </message>
    <message>
        <source>Copy saved as %1.</source>
        <translation>Copie enregistrée sous %1.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Palmarès will use this language when it starts again. Restart now?</source>
        <translation>Palmarès utilisera cette langue au prochain démarrage. Redémarrer maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>About Palmarès</source>
        <translation>À propos de Palmarès</translation>
    </message>
    <message>
        <source>Select a result in the Results tab first.</source>
        <translation>Sélectionnez d’abord un résultat dans l’onglet Résultats.</translation>
    </message>
    <message>
        <source>Select a result first.</source>
        <translation>Sélectionnez d’abord un résultat.</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primer…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>&amp;Export the view</source>
        <translation>&amp;Exporter la vue</translation>
    </message>
    <message>
        <source>C&amp;lub bulletin</source>
        <translation>&amp;Bulletin du club</translation>
    </message>
    <message>
        <source>Print preview…</source>
        <translation>Aperçu avant impression…</translation>
    </message>
    <message>
        <source>No bulletin</source>
        <translation>Pas de bulletin</translation>
    </message>
    <message>
        <source>Export as %1…</source>
        <translation>Exporter en %1…</translation>
    </message>
    <message>
        <source>Explana&amp;tion card of the selected result…</source>
        <translation>&amp;Fiche d’explication du résultat choisi…</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>Outi&amp;ls</translation>
    </message>
    <message>
        <source>&amp;Profile of the selected player…</source>
        <translation>&amp;Profil du joueur sélectionné…</translation>
    </message>
    <message>
        <source>&amp;Head-to-head…</source>
        <translation>&amp;Face-à-face…</translation>
    </message>
    <message>
        <source>&amp;What if…</source>
        <translation>&amp;Et si…</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Palmarès %1&lt;/h3&gt;&lt;p&gt;Club manager for game clubs: results, ratings, standings and the Hall of Fame.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Palmarès %1&lt;/h3&gt;&lt;p&gt;Gestion des clubs de jeux&#xa0;: résultats, classements Elo et autres, palmarès et tableau d’honneur.&lt;/p&gt;&lt;p&gt;Distribué sous la licence publique générale GNU (GNU General Public License), version 3 ou toute version ultérieure (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;Construit avec Qt %2, exécuté avec Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Select a player in the Leaderboard, Players or Hall of Fame tab first.</source>
        <translation>Sélectionnez d’abord un joueur dans l’onglet Classement, Joueurs ou Tableau d’honneur.</translation>
    </message>
    <message>
        <source>No club is open.</source>
        <translation>Aucun club n’est ouvert.</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Rien à imprimer</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Rien à exporter</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Pages web (*.html)</translation>
    </message>
    <message>
        <source>Spreadsheets (*.csv)</source>
        <translation>Feuilles de calcul (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>%1 was not written</source>
        <translation>%1 n’a pas été écrit</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exporté vers %1.</translation>
    </message>
    <message>
        <source>No explanation card</source>
        <translation>Pas de fiche d’explication</translation>
    </message>
    <message>
        <source>&amp;Compare rule sets…</source>
        <translation>&amp;Comparer les systèmes de classement…</translation>
    </message>
    <message>
        <source>Updated: another window changed this club.</source>
        <translation>Mis à jour&#xa0;: une autre fenêtre a modifié ce club.</translation>
    </message>
    <message>
        <source>Automatic backup failed: %1</source>
        <translation>La sauvegarde automatique a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Restore a &amp;backup…</source>
        <translation>Restaurer une &amp;sauvegarde…</translation>
    </message>
    <message>
        <source>Backup restored. The club as it was is saved as %1.</source>
        <translation>Sauvegarde restaurée. Le club tel qu’il était est enregistré sous %1.</translation>
    </message>
    <message>
        <source>This is the demo club, to try Palmarès out: File → New club… starts your own club.</source>
        <translation>Ceci est le club de démonstration, pour essayer Palmarès&#xa0;: Fichier → Nouveau club… crée votre propre club.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir %1</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Lecture du fichier…</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importation…</translation>
    </message>
    <message>
        <source>New result</source>
        <translation>Nouveau résultat</translation>
    </message>
    <message>
        <source>This club has no game yet. A result is entered for a game: add the club&apos;s first game, with its rule set, then enter the result.</source>
        <translation>Ce club n’a encore aucun jeu. Un résultat se saisit pour un jeu&#xa0;: ajoutez le premier jeu du club, avec son système de classement, puis saisissez le résultat.</translation>
    </message>
    <message>
        <source>Reading the club…</source>
        <translation>Lecture du club…</translation>
    </message>
    <message>
        <source>&amp;Dormant players…</source>
        <translation>Joueurs en &amp;sommeil…</translation>
    </message>
    <message>
        <source>Dormant players</source>
        <translation>Joueurs en sommeil</translation>
    </message>
    <message numerus="yes">
        <source>“%1” changes the closed season(s) %2.</source>
        <translation>
            <numerusform>« %1 » change la saison close %2.</numerusform>
            <numerusform>« %1 » change les saisons closes %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The ratings change; what a closed season kept (standings, Hall of Fame, report) stays as it was printed.</source>
        <translation>Les classements changent&#xa0;; ce qu’une saison close a conservé (classements, tableau d’honneur, rapport) reste tel qu’il a été imprimé.</translation>
    </message>
    <message>
        <source>&amp;Change it</source>
        <translation>&amp;Changer</translation>
    </message>
    <message>
        <source>&amp;Seasons…</source>
        <translation>Sa&amp;isons…</translation>
    </message>
    <message>
        <source>No season report</source>
        <translation>Pas de rapport de saison</translation>
    </message>
    <message>
        <source>Import cancelled: nothing was imported.</source>
        <translation>Import annulé&#xa0;: rien n’a été importé.</translation>
    </message>
    <message>
        <source>Saving a copy…</source>
        <translation>Enregistrement d’une copie…</translation>
    </message>
    <message>
        <source>Preparing the sheet…</source>
        <translation>Préparation de la feuille…</translation>
    </message>
    <message>
        <source>Stopped: no sheet was made.</source>
        <translation>Arrêté&#xa0;: aucune feuille n’a été faite.</translation>
    </message>
    <message>
        <source>This club is damaged: nothing can be saved into it.</source>
        <translation>Ce club est abîmé&#xa0;: rien ne peut y être enregistré.</translation>
    </message>
    <message>
        <source>This club is damaged</source>
        <translation>Ce club est abîmé</translation>
    </message>
    <message>
        <source>Palmarès shows it as it is and saves nothing into it. Restore one of its backups to go on.</source>
        <translation>Palmarès le montre tel qu’il est et n’y enregistre rien. Restaurez l’une de ses sauvegardes pour continuer.</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>&amp;Restaurer une sauvegarde…</translation>
    </message>
    <message>
        <source>&amp;Look at it as it is</source>
        <translation>&amp;Le consulter tel quel</translation>
    </message>
    <message>
        <source>%1 is damaged (%2).</source>
        <translation>%1 est abîmé (%2).</translation>
    </message>
    <message>
        <source>Connected to the league&apos;s server again.</source>
        <translation>De nouveau connecté au serveur de la ligue.</translation>
    </message>
    <message>
        <source>The league&apos;s server cannot be reached; Palmarès keeps trying. Saves are refused meanwhile.</source>
        <translation>Le serveur de la ligue est injoignable&#xa0;; Palmarès réessaie. Les enregistrements sont refusés en attendant.</translation>
    </message>
    <message>
        <source>E&amp;vents</source>
        <translation>É&amp;vénements</translation>
    </message>
    <message>
        <source>P&amp;ublish the club&apos;s pages…</source>
        <translation>P&amp;ublier les pages du club…</translation>
    </message>
    <message>
        <source>Publish the club&apos;s pages into</source>
        <translation>Publier les pages du club dans</translation>
    </message>
    <message>
        <source>The club&apos;s pages were not published</source>
        <translation>Les pages du club n’ont pas été publiées</translation>
    </message>
    <message>
        <source>Spreadsheets (*.csv *.txt *.tsv *.xlsx *.ods);;All files (*)</source>
        <translation>Feuilles de calcul (*.csv *.txt *.tsv *.xlsx *.ods);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Classeurs Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>OpenDocument spreadsheets (*.ods)</source>
        <translation>Classeurs OpenDocument (*.ods)</translation>
    </message>
    <message>
        <source>Choose a file ending in .pdf, .html, .csv, .xlsx or .ods.</source>
        <translation>Choisissez un nom de fichier se terminant par .pdf, .html, .csv, .xlsx ou .ods.</translation>
    </message>
    <message>
        <source>The club&apos;s pages in %1: %2</source>
        <translation>Les pages du club dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Enter a result…</source>
        <translation>Saisir un résultat…</translation>
    </message>
    <message>
        <source>Import a sheet…</source>
        <translation>Importer une feuille…</translation>
    </message>
    <message>
        <source>No result of this game yet: enter the first one, or import the club&apos;s sheet.</source>
        <translation>Aucun résultat de ce jeu pour l’instant&#xa0;: saisissez le premier, ou importez la feuille du club.</translation>
    </message>
    <message>
        <source>No result yet: enter the first one, or import the club&apos;s sheet.</source>
        <translation>Aucun résultat pour l’instant&#xa0;: saisissez le premier, ou importez la feuille du club.</translation>
    </message>
    <message>
        <source>No player yet: players come with their first result, or are added one by one.</source>
        <translation>Aucun joueur pour l’instant&#xa0;: les joueurs arrivent avec leur premier résultat, ou s’ajoutent un par un.</translation>
    </message>
    <message>
        <source>Add a player…</source>
        <translation>Ajouter un joueur…</translation>
    </message>
    <message>
        <source>No game yet: add the club&apos;s games first, each with the rule set that rates it.</source>
        <translation>Aucun jeu pour l’instant&#xa0;: ajoutez d’abord les jeux du club, chacun avec le système qui le classe.</translation>
    </message>
    <message>
        <source>No result yet: the Hall of Fame ranks the players by their placements.</source>
        <translation>Aucun résultat pour l’instant&#xa0;: le tableau d’honneur classe les joueurs selon leurs places.</translation>
    </message>
    <message>
        <source>No event yet: a tournament, a league or a club night with rounds is an event.</source>
        <translation>Aucun événement pour l’instant&#xa0;: un tournoi, une ligue ou une soirée du club en rondes est un événement.</translation>
    </message>
    <message>
        <source>New event…</source>
        <translation>Nouvel événement…</translation>
    </message>
</context>
<context>
    <name>palmares::ui::ManualWindow</name>
    <message>
        <source>Palmarès manual</source>
        <translation>Manuel de Palmarès</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>S&amp;uivant</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Sommaire</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>palmares::ui::MergeDialog</name>
    <message>
        <source>Merge duplicate players</source>
        <translation>Fusionner les doublons</translation>
    </message>
    <message>
        <source>The same person entered under two names: every result of the first moves to the second, the first name disappears, and the ratings of their games are worked out again.</source>
        <translation>Une même personne saisie sous deux noms&#xa0;: tous les résultats du premier passent au second, le premier nom disparaît et les classements de ses jeux sont recalculés.</translation>
    </message>
    <message>
        <source>&amp;Duplicate:</source>
        <translation>&amp;Doublon&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Keep:</source>
        <translation>À &amp;conserver&#xa0;:</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
</context>
<context>
    <name>palmares::ui::ParametersDialog</name>
    <message>
        <source>Parameters of %1</source>
        <translation>Paramètres de %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Changing a parameter re-rates the whole history of %1&lt;/b&gt;: every rating of this game is worked out again from its first result. Empty a value to go back to the default. You can undo it afterwards.</source>
        <translation>&lt;b&gt;Modifier un paramètre recalcule tout l’historique de %1&lt;/b&gt;&#xa0;: chaque classement de ce jeu est recalculé depuis son premier résultat. Videz une valeur pour revenir à la valeur par défaut. Vous pourrez annuler ensuite.</translation>
    </message>
    <message>
        <source>Re-rate with these values</source>
        <translation>Recalculer avec ces valeurs</translation>
    </message>
    <message>
        <source>&amp;Fresh start each season: every rating starts again at the first day of each season of this game</source>
        <translation>&amp;Repartir de zéro à chaque saison&#xa0;: chaque classement repart au premier jour de chaque saison de ce jeu</translation>
    </message>
    <message>
        <source>Each player starts again from the rule set&apos;s start rating at the first day of every season of this game (or of every game); a match between two seasons continues the season before. Unticked, the ratings run on across seasons. A change re-rates the game from the first day of its first season.</source>
        <translation>Chaque joueur repart du classement de départ du système au premier jour de chaque saison de ce jeu (ou de tous les jeux)&#xa0;; une partie jouée entre deux saisons continue la saison précédente. Décochée, les classements continuent d’une saison à l’autre. Un changement recalcule le jeu depuis le premier jour de sa première saison.</translation>
    </message>
</context>
<context>
    <name>palmares::ui::PlayerDialog</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Household:</source>
        <translation>&amp;Foyer&#xa0;:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
</context>
<context>
    <name>palmares::ui::PlayerProfileDialog</name>
    <message>
        <source>Profile of %1</source>
        <translation>Profil de %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>last played %1</source>
        <translation>dernière partie le %1</translation>
    </message>
    <message numerus="yes">
        <source>Hall of Fame (all games): rank %1 of %2, %3 points in %Ln participation(s)</source>
        <translation>
            <numerusform>Tableau d’honneur (tous les jeux)&#xa0;: rang %1 sur %2, %3 points en %Ln participation</numerusform>
            <numerusform>Tableau d’honneur (tous les jeux)&#xa0;: rang %1 sur %2, %3 points en %Ln participations</numerusform>
        </translation>
    </message>
    <message>
        <source>household %1</source>
        <translation>foyer %1</translation>
    </message>
    <message>
        <source>%1 has no rated match yet.</source>
        <translation>%1 n’a encore aucune partie classée.</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Aucun jeu</translation>
    </message>
    <message>
        <source>Rating now:</source>
        <translation>Classement actuel&#xa0;:</translation>
    </message>
    <message>
        <source>Category:</source>
        <translation>Catégorie&#xa0;:</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>Rang&#xa0;:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>~ provisional: too few games for a settled rating</source>
        <translation>~ provisoire&#xa0;: trop peu de parties pour un classement établi</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Plus haut&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Worst:</source>
        <translation>Plus bas&#xa0;:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Parties&#xa0;:</translation>
    </message>
    <message>
        <source>Wins / draws / losses:</source>
        <translation>Victoires / nuls / défaites&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln win(s) in a row</source>
        <translation>
            <numerusform>%Ln victoire d’affilée</numerusform>
            <numerusform>%Ln victoires d’affilée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s) in a row</source>
        <translation>
            <numerusform>%Ln nul d’affilée</numerusform>
            <numerusform>%Ln nuls d’affilée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln loss(es) in a row</source>
        <translation>
            <numerusform>%Ln défaite d’affilée</numerusform>
            <numerusform>%Ln défaites d’affilée</numerusform>
        </translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Série en cours&#xa0;:</translation>
    </message>
    <message>
        <source>Last played:</source>
        <translation>Dernière partie&#xa0;:</translation>
    </message>
    <message>
        <source>Hall of Fame:</source>
        <translation>Tableau d’honneur&#xa0;:</translation>
    </message>
    <message>
        <source>rank %1, %2 points (average %3)</source>
        <translation>rang %1, %2 points (moyenne %3)</translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation>non classé</translation>
    </message>
    <message>
        <source>&lt;b&gt;Results&lt;/b&gt; (select one to see why the rating changed)</source>
        <translation>&lt;b&gt;Résultats&lt;/b&gt; (sélectionnez-en un pour voir pourquoi le classement a changé)</translation>
    </message>
    <message>
        <source>&lt;b&gt;By army list&lt;/b&gt;</source>
        <translation>&lt;b&gt;Par liste d’armée&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 (deviation %2)</source>
        <translation>%1 (écart %2)</translation>
    </message>
    <message>
        <source>arrived in %1 with %2</source>
        <translation>arrivé en %1 avec %2</translation>
    </message>
    <message>
        <source>The score the standings rank by: the average of the placement points, the matches fewer than the most played counted at 100</source>
        <translation>Le score selon lequel le classement range les joueurs&#xa0;: la moyenne des points de placement, les parties de moins que le plus assidu comptées à 100</translation>
    </message>
    <message>
        <source>Adjusted average now:</source>
        <translation>Moyenne ajustée actuelle&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>rank %1, %2 points in %Ln participation(s)</source>
        <translation>
            <numerusform>rang %1, %2 points en %Ln participation</numerusform>
            <numerusform>rang %1, %2 points en %Ln participations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::PlayersModel</name>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>%1 is active</source>
        <translation>%1 est actif</translation>
    </message>
    <message>
        <source>%1 is inactive: kept in the history, hidden from new matches</source>
        <translation>%1 est inactif&#xa0;: conservé dans l’historique, masqué pour les nouvelles parties</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Household</source>
        <translation>Foyer</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>Players of one household do not rate each other in fermi duels</source>
        <translation>Les joueurs d’un même foyer ne se classent pas entre eux dans les duels fermi</translation>
    </message>
    <message>
        <source>Matches in the history, rated or not</source>
        <translation>Parties de l’historique, classées ou non</translation>
    </message>
</context>
<context>
    <name>palmares::ui::PlayersPage</name>
    <message>
        <source>Filter players…</source>
        <translation>Filtrer les joueurs…</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Household…</source>
        <translation>Foyer…</translation>
    </message>
    <message>
        <source>Active / inactive</source>
        <translation>Actif / inactif</translation>
    </message>
    <message>
        <source>Merge duplicates…</source>
        <translation>Fusionner les doublons…</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <translation>Renommer un joueur</translation>
    </message>
    <message>
        <source>New name of %1:</source>
        <translation>Nouveau nom de %1&#xa0;:</translation>
    </message>
    <message>
        <source>%1 was not renamed</source>
        <translation>%1 n’a pas été renommé</translation>
    </message>
    <message>
        <source>Household</source>
        <translation>Foyer</translation>
    </message>
    <message>
        <source>Household of %1 (players of one household are not rated against each other in word duels; empty = none):</source>
        <translation>Foyer de %1 (les joueurs d’un même foyer ne sont pas classés l’un contre l’autre en duels de mots&#xa0;; vide = aucun)&#xa0;:</translation>
    </message>
    <message>
        <source>The household was not changed</source>
        <translation>Le foyer n’a pas été modifié</translation>
    </message>
    <message>
        <source>Nothing was changed</source>
        <translation>Rien n’a été modifié</translation>
    </message>
    <message>
        <source>Starting rating…</source>
        <translation>Classement de départ…</translation>
    </message>
    <message>
        <source>No starting rating</source>
        <translation>Pas de classement de départ</translation>
    </message>
    <message>
        <source>The club has no game yet.</source>
        <translation>Le club n’a encore aucun jeu.</translation>
    </message>
</context>
<context>
    <name>palmares::ui::RatingChart</name>
    <message>
        <source>Rating in %1</source>
        <translation>Évolution du classement — %1</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>provisoire</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>classement</translation>
    </message>
    <message>
        <source>Adjusted average in %1</source>
        <translation>Évolution de la moyenne ajustée — %1</translation>
    </message>
    <message>
        <source>adjusted average</source>
        <translation>moyenne ajustée</translation>
    </message>
</context>
<context>
    <name>palmares::ui::RestoreDialog</name>
    <message>
        <source>; the club was left untouched</source>
        <translation>&#xa0;; le club n’a pas été modifié</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>&amp;Restaurer…</translation>
    </message>
    <message>
        <source>club opened</source>
        <translation>ouverture du club</translation>
    </message>
    <message>
        <source>after 30 minutes of changes</source>
        <translation>après 30 minutes de modifications</translation>
    </message>
    <message>
        <source>before an import</source>
        <translation>avant une importation</translation>
    </message>
    <message>
        <source>before an upgrade of the file</source>
        <translation>avant une mise à jour du fichier</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>avant une restauration</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>illisible&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln joueur</numerusform>
            <numerusform>%Ln joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln jeu</numerusform>
            <numerusform>%Ln jeux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln résultat</numerusform>
            <numerusform>%Ln résultats</numerusform>
        </translation>
    </message>
    <message>
        <source>the last on %1</source>
        <translation>le dernier le %1</translation>
    </message>
    <message>
        <source>No club is open.</source>
        <translation>Aucun club n’est ouvert.</translation>
    </message>
    <message>
        <source>Automatic backups are made for SQLite club files only. Back up a PostgreSQL club with pg_dump and restore it with pg_restore.</source>
        <translation>Les sauvegardes automatiques ne concernent que les fichiers de club SQLite. Sauvegardez un club PostgreSQL avec pg_dump et restaurez-le avec pg_restore.</translation>
    </message>
    <message>
        <source>There is no backup of %1 yet.</source>
        <translation>Il n’y a encore aucune sauvegarde de %1.</translation>
    </message>
    <message>
        <source>Backups of %1, newest first, in %2.</source>
        <translation>Sauvegardes de %1, la plus récente en premier, dans %2.</translation>
    </message>
    <message>
        <source>Replace the club by its backup of %1 (%2)?

The club as it is now is backed up first, so this can be undone by restoring that backup. The undo history is cleared.</source>
        <translation>Remplacer le club par sa sauvegarde du %1 (%2)&#xa0;?

Le club tel qu’il est maintenant est d’abord sauvegardé&#xa0;: vous pourrez revenir en arrière en restaurant cette sauvegarde. L’historique d’annulation est effacé.</translation>
    </message>
    <message>
        <source>The backup was not restored</source>
        <translation>La sauvegarde n’a pas été restaurée</translation>
    </message>
</context>
<context>
    <name>palmares::ui::ResultDialog</name>
    <message>
        <source>New result</source>
        <translation>Nouveau résultat</translation>
    </message>
    <message>
        <source>Correct result %1</source>
        <translation>Corriger le résultat %1</translation>
    </message>
    <message>
        <source>Delete result %1</source>
        <translation>Supprimer le résultat %1</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Played on:</source>
        <translation>Joué &amp;le&#xa0;:</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>&amp;Identifier:</source>
        <translation>Identi&amp;fiant&#xa0;:</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>&amp;Deals played:</source>
        <translation>&amp;Donnes jouées&#xa0;:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non précisée</translation>
    </message>
    <message>
        <source>D&amp;uration:</source>
        <translation>D&amp;urée&#xa0;:</translation>
    </message>
    <message>
        <source>From the morale lost</source>
        <translation>D’après le moral perdu</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>&amp;Issue&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Void match (kept, not rated)</source>
        <translation>Partie a&amp;nnulée (conservée, non classée)</translation>
    </message>
    <message>
        <source>Participants</source>
        <translation>Participants</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>&amp;Add a participant</source>
        <translation>&amp;Ajouter un participant</translation>
    </message>
    <message>
        <source>&amp;Remove the last one</source>
        <translation>&amp;Retirer le dernier</translation>
    </message>
    <message>
        <source>What saving will do</source>
        <translation>Effet de l’enregistrement</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Attendu</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save and &amp;next (Ctrl+Enter)</source>
        <translation>Enregistrer et &amp;continuer (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>This player left before the end</source>
        <translation>Ce joueur a quitté la partie avant la fin</translation>
    </message>
    <message>
        <source>army list</source>
        <translation>liste d’armée</translation>
    </message>
    <message>
        <source>initial</source>
        <translation>initial</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>tours</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>Saisissez un nombre pour %1</translation>
    </message>
    <message>
        <source>the score</source>
        <translation>le score</translation>
    </message>
    <message>
        <source>the army points</source>
        <translation>les points d’armée</translation>
    </message>
    <message>
        <source>the initial morale</source>
        <translation>le moral initial</translation>
    </message>
    <message>
        <source>the morale lost</source>
        <translation>le moral perdu</translation>
    </message>
    <message>
        <source>the number of turns</source>
        <translation>le nombre de tours</translation>
    </message>
    <message>
        <source>New player: %1 will be added to the club.</source>
        <translation>Nouveau joueur&#xa0;: %1 sera ajouté au club.</translation>
    </message>
    <message>
        <source>&amp;Save as unrated</source>
        <translation>&amp;Enregistrer sans classer</translation>
    </message>
    <message>
        <source>Correct what is marked to see the preview.</source>
        <translation>Corrigez ce qui est signalé pour voir l’aperçu.</translation>
    </message>
    <message>
        <source>This result will be kept unrated: %1.</source>
        <translation>Ce résultat sera conservé sans être classé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Outcome level: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Issue&#xa0;: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source> (from the morale lost)</source>
        <translation> (d’après le moral perdu)</translation>
    </message>
    <message>
        <source> (entered)</source>
        <translation> (saisie)</translation>
    </message>
    <message>
        <source>Belote-style games have no rating: the result adds placement points to the Hall of Fame.</source>
        <translation>Les jeux comme la belote n’ont pas de classement&#xa0;: le résultat ajoute des points de placement au tableau d’honneur.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln later match(es) of %1 will be re-rated.</source>
        <translation>
            <numerusform>%Ln partie ultérieure de %1 sera recalculée.</numerusform>
            <numerusform>%Ln parties ultérieures de %1 seront recalculées.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 enters at #%2</source>
        <translation>%1 entre au rang %2</translation>
    </message>
    <message>
        <source>%1 leaves the standings (was #%2)</source>
        <translation>%1 sort du classement (était au rang %2)</translation>
    </message>
    <message>
        <source>%1 #%2 → #%3</source>
        <translation>%1 (rang %2 → %3)</translation>
    </message>
    <message>
        <source>Ranks that move: %1</source>
        <translation>Rangs qui changent&#xa0;: %1</translation>
    </message>
    <message>
        <source>No rank moves in the standings.</source>
        <translation>Aucun rang ne change au classement.</translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation>Rien n’a été enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reload shows the result as it is saved now; what you changed in this window is discarded.</source>
        <translation>Recharger affiche le résultat tel qu’il est enregistré maintenant&#xa0;; ce que vous avez modifié dans cette fenêtre est abandonné.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>New player: %1 will be added to the club, but the club has &apos;%2&apos;: the same person? Choose the club&apos;s name to record the result under that player, or keep both.</source>
        <translation>Nouveau joueur&#xa0;: %1 sera ajouté au club, mais le club a «&#xa0;%2&#xa0;»&#xa0;: la même personne&#xa0;? Choisissez le nom du club pour enregistrer le résultat sous ce joueur, ou gardez les deux.</translation>
    </message>
    <message>
        <source>Discard what you entered? This result is not saved.</source>
        <translation>Abandonner ce que vous avez saisi&#xa0;? Ce résultat n’est pas enregistré.</translation>
    </message>
    <message>
        <source>This result is dated %1, after today: once saved, it counts in today&apos;s standings. Save it with this date?</source>
        <translation>Ce résultat est daté du %1, après aujourd’hui&#xa0;: une fois enregistré, il compte dans le classement d’aujourd’hui. L’enregistrer à cette date&#xa0;?</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Set from the outcome: the winner 1, the loser 2, both 1 for a draw</source>
        <translation>Rempli d’après l’issue&#xa0;: 1 pour le vainqueur, 2 pour le vaincu, 1 et 1 pour un nul</translation>
    </message>
    <message numerus="yes">
        <source>It changes the closed season(s) %1: saving asks first.</source>
        <translation>
            <numerusform>Cela change la saison close %1&#xa0;: l’enregistrement demandera confirmation.</numerusform>
            <numerusform>Cela change les saisons closes %1&#xa0;: l’enregistrement demandera confirmation.</numerusform>
        </translation>
    </message>
    <message>
        <source>Result of table %1, round %2 of %3</source>
        <translation>Résultat de la table %1, ronde %2 de %3</translation>
    </message>
    <message>
        <source>Table %1 of round %2: the players in their seats</source>
        <translation>Table %1 de la ronde %2&#xa0;: les joueurs à leurs places</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 et %Ln autre</numerusform>
            <numerusform>%1 et %Ln autres</numerusform>
        </translation>
    </message>
    <message>
        <source>New player: %1 will be added to the club. Did you mean %2?</source>
        <translation>Nouveau joueur&#xa0;: %1 sera ajouté au club. Vouliez-vous dire %2&#xa0;?</translation>
    </message>
    <message>
        <source>Did you mean %1?</source>
        <translation>Vouliez-vous dire %1&#xa0;?</translation>
    </message>
    <message>
        <source>The club has no player named %1, but it has %2.</source>
        <translation>Le club n’a pas de joueur nommé %1, mais il a %2.</translation>
    </message>
    <message>
        <source>&amp;Use %1</source>
        <translation>&amp;Utiliser %1</translation>
    </message>
    <message>
        <source>Create a &amp;new player</source>
        <translation>Créer un &amp;nouveau joueur</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner la saisie</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Continuer la saisie</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Moral initial</translation>
    </message>
    <message>
        <source>Morale lost</source>
        <translation>Moral perdu</translation>
    </message>
    <message>
        <source>Army points</source>
        <translation>Points d’armée</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Army list</source>
        <translation>Liste d’armée</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Void match</source>
        <translation>Partie annulée</translation>
    </message>
</context>
<context>
    <name>palmares::ui::ResultsModel</name>
    <message>
        <source>rated</source>
        <translation>classée</translation>
    </message>
    <message>
        <source>unrated: %1</source>
        <translation>non classée&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln participant(s)</source>
        <translation>
            <numerusform>%Ln participant</numerusform>
            <numerusform>%Ln participants</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept in the history but not rated: %1.</source>
        <translation>Conservée dans l’historique mais non classée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nul</translation>
    </message>
    <message>
        <source>tactical advantage</source>
        <translation>avantage tactique</translation>
    </message>
    <message>
        <source>partial victory</source>
        <translation>victoire partielle</translation>
    </message>
    <message>
        <source>victory</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>total victory</source>
        <translation>victoire totale</translation>
    </message>
    <message>
        <source>%1 and %2: draw (%3)</source>
        <translation>%1 et %2&#xa0;: nul (%3)</translation>
    </message>
    <message>
        <source>%1 beat %2: %3 (%4)</source>
        <translation>%1 bat %2&#xa0;: %3 (%4)</translation>
    </message>
    <message>
        <source>The players in finishing order, with their scores; for a battle, who won and the outcome level</source>
        <translation>Les joueurs dans l’ordre d’arrivée, avec leurs scores&#xa0;; pour une bataille, qui l’a gagnée et l’issue</translation>
    </message>
</context>
<context>
    <name>palmares::ui::ResultsPage</name>
    <message>
        <source>Player…</source>
        <translation>Joueur…</translation>
    </message>
    <message>
        <source>from the start</source>
        <translation>depuis le début</translation>
    </message>
    <message>
        <source>until today</source>
        <translation>jusqu’à aujourd’hui</translation>
    </message>
    <message>
        <source>Filter results…</source>
        <translation>Filtrer les résultats…</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Nouveau…</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>Corriger…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
</context>
<context>
    <name>palmares::ui::SeasonsDialog</name>
    <message>
        <source>C&amp;lose the season…</source>
        <translation>C&amp;lore la saison…</translation>
    </message>
    <message>
        <source>&amp;Reopen</source>
        <translation>&amp;Rouvrir</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation>Saisons</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>to</source>
        <translation>au</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Jours</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Add the season</source>
        <translation>&amp;Ajouter la saison</translation>
    </message>
    <message>
        <source>%1 (closed on %2)</source>
        <translation>%1 (close le %2)</translation>
    </message>
    <message>
        <source>Adding the season…</source>
        <translation>Ajout de la saison…</translation>
    </message>
    <message>
        <source>Close the season</source>
        <translation>Clore la saison</translation>
    </message>
    <message>
        <source>Close “%1”? Its standings and Hall of Fame are kept as they stand today; a later change of its results will ask first.</source>
        <translation>Clore « %1 »&#xa0;? Son classement et son tableau d’honneur sont conservés tels qu’ils sont aujourd’hui&#xa0;; tout changement ultérieur de ses résultats demandera d’abord confirmation.</translation>
    </message>
    <message>
        <source>Closing the season…</source>
        <translation>Clôture de la saison…</translation>
    </message>
    <message>
        <source>Add the season %1</source>
        <translation>Ajouter la saison %1</translation>
    </message>
    <message>
        <source>Season re&amp;port</source>
        <translation>Ra&amp;pport de saison</translation>
    </message>
    <message>
        <source>Print preview…</source>
        <translation>Aperçu avant impression…</translation>
    </message>
    <message>
        <source>Export as %1…</source>
        <translation>Exporter en %1…</translation>
    </message>
    <message>
        <source>Reopen the season</source>
        <translation>Rouvrir la saison</translation>
    </message>
    <message>
        <source>Reopen “%1”? What it kept when it was closed is dropped; its standings follow its results again. Edit → Undo closes it again.</source>
        <translation>Rouvrir «&#xa0;%1&#xa0;»&#xa0;? Ce qu’elle a conservé à sa clôture est abandonné&#xa0;; son classement suit de nouveau ses résultats. Édition → Annuler la clôt de nouveau.</translation>
    </message>
    <message>
        <source>Remove the season</source>
        <translation>Supprimer la saison</translation>
    </message>
    <message>
        <source>Remove “%1”? Its results stay in the club; only the season goes. Edit → Undo defines it again.</source>
        <translation>Supprimer «&#xa0;%1&#xa0;»&#xa0;? Ses résultats restent dans le club&#xa0;; seule la saison disparaît. Édition → Annuler la définit de nouveau.</translation>
    </message>
</context>
<context>
    <name>palmares::ui::Session</name>
    <message>
        <source>%1 is not a Palmarès club.</source>
        <translation>%1 n’est pas un club Palmarès.</translation>
    </message>
    <message>
        <source>My club</source>
        <translation>Mon club</translation>
    </message>
    <message>
        <source>No club is open.</source>
        <translation>Aucun club n’est ouvert.</translation>
    </message>
    <message>
        <source>Palmarès is still saving the previous change.</source>
        <translation>Palmarès enregistre encore la modification précédente.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Palmarès</source>
        <translation>Palmarès</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>Saving “%1”…</source>
        <translation>Enregistrement de «&#xa0;%1&#xa0;»…</translation>
    </message>
    <message>
        <source>Backing up the club…</source>
        <translation>Sauvegarde du club…</translation>
    </message>
    <message>
        <source>Checking the backup…</source>
        <translation>Vérification de la sauvegarde…</translation>
    </message>
    <message>
        <source>Restoring the club…</source>
        <translation>Restauration du club…</translation>
    </message>
</context>
<context>
    <name>palmares::ui::StartingRatingDialog</name>
    <message>
        <source>&amp;Deviation:</source>
        <translation>&amp;Écart&#xa0;:</translation>
    </message>
    <message>
        <source>Starting rating of %1</source>
        <translation>Classement de départ de %1</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Classement&#xa0;:</translation>
    </message>
    <message>
        <source>The rating %1 arrives with (a federation rating, his level at another club): his first rated match of the game starts from it instead of the rule set&apos;s start, and the game is re-rated from that match.</source>
        <translation>Le classement avec lequel %1 arrive (un classement fédéral, son niveau dans un autre club)&#xa0;: sa première partie classée du jeu part de là au lieu du départ du système, et le jeu est recalculé à partir de cette partie.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Re&amp;tirer</translation>
    </message>
</context>
<context>
    <name>palmares::ui::WhatIfDialog</name>
    <message>
        <source>What if…</source>
        <translation>Et si…</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Joueur %1&#xa0;:</translation>
    </message>
    <message>
        <source>Choose a game and two to five players.</source>
        <translation>Choisissez un jeu et de deux à cinq joueurs.</translation>
    </message>
    <message>
        <source>A match played %1, computed by the rating engine as if it were saved: rating before → after (change). ~ = provisional.</source>
        <translation>Une partie jouée le %1, calculée comme si elle était enregistrée&#xa0;: classement avant → après (écart). ~ = provisoire.</translation>
    </message>
    <message numerus="yes">
        <source>The table is assumed to last %Ln deal(s), with scores 100 points apart in the finishing order.</source>
        <translation>
            <numerusform>La table est supposée durer %Ln donne, avec des scores espacés de 100 points dans l’ordre d’arrivée.</numerusform>
            <numerusform>La table est supposée durer %Ln donnes, avec des scores espacés de 100 points dans l’ordre d’arrivée.</numerusform>
        </translation>
    </message>
    <message>
        <source>With more than two players, each one is shown first and last, the others keeping the order chosen.</source>
        <translation>À plus de deux joueurs, chacun est montré premier puis dernier, les autres gardant l’ordre choisi.</translation>
    </message>
</context>
<context>
    <name>palmares::ui::WhatIfModel</name>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>%1 first</source>
        <translation>%1 premier</translation>
    </message>
    <message>
        <source>%1 last</source>
        <translation>%1 dernier</translation>
    </message>
    <message>
        <source>unrated: %1</source>
        <translation>non classée&#xa0;: %1</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>non classée</translation>
    </message>
    <message>
        <source>Expected result %1, actual %2</source>
        <translation>Résultat attendu %1, obtenu %2</translation>
    </message>
    <message>
        <source>If…</source>
        <translation>Si…</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>attendu %1</translation>
    </message>
    <message>
        <source>%1 now: %2</source>
        <translation>%1 actuellement&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>palmares::ui::pages::PageSupport</name>
    <message>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>Choose a period: this month, last month, this year…</source>
        <translation>Choisir une période&#xa0;: ce mois-ci, le mois dernier, cette année…</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Ce mois-ci</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Le mois dernier</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Cette année</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>L’année dernière</translation>
    </message>
    <message>
        <source>Every date</source>
        <translation>Toutes les dates</translation>
    </message>
    <message>
        <source>Seasons</source>
        <translation>Saisons</translation>
    </message>
    <message>
        <source>%1 (closed)</source>
        <translation>%1 (close)</translation>
    </message>
    <message>
        <source>Choose a period: this month, last month, this year, a season…</source>
        <translation>Choisir une période&#xa0;: ce mois-ci, le mois dernier, cette année, une saison…</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Palmarès</source>
        <translation>Palmarès</translation>
    </message>
</context>
<context>
    <name>palmares::ui::texts</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Nouveau nom</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Doublon</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>À conserver</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Joué le</translation>
    </message>
    <message>
        <source>Match code</source>
        <translation>Code de la partie</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Household</source>
        <translation>Foyer</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>Systèmes de classement</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Starting rating</source>
        <translation>Classement de départ</translation>
    </message>
    <message>
        <source>Deviation</source>
        <translation>Écart-type</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a message (the fields)</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>palmares::workbook::Workbook</name>
    <message>
        <source>the sheet repeats a row or a cell &apos;%1&apos; times</source>
        <translation>la feuille répète une ligne ou une cellule «&#xa0;%1&#xa0;» fois</translation>
    </message>
    <message>
        <source>a cell&apos;s text is longer than %1 MiB characters</source>
        <translation>le texte d’une cellule dépasse %1 Mi caractères</translation>
    </message>
    <message>
        <source>the sheet has a value beyond column %1</source>
        <translation>la feuille a une valeur au-delà de la colonne %1</translation>
    </message>
    <message>
        <source>the workbook has more than %1 sheets</source>
        <translation>le classeur a plus de %1 feuilles</translation>
    </message>
    <message>
        <source>the sheet has a row beyond row %1</source>
        <translation>la feuille a une ligne au-delà de la ligne %1</translation>
    </message>
    <message>
        <source>the workbook holds more than %1 values</source>
        <translation>le classeur contient plus de %1 valeurs</translation>
    </message>
    <message>
        <source>the file is a zip archive but neither an .xlsx nor an .ods workbook</source>
        <translation>le fichier est une archive zip mais ni un classeur .xlsx ni un classeur .ods</translation>
    </message>
    <message>
        <source>the workbook is damaged: its entry %1 is missing</source>
        <translation>le classeur est abîmé&#xa0;: son élément %1 manque</translation>
    </message>
    <message>
        <source>the workbook has more than %1 shared strings</source>
        <translation>le classeur a plus de %1 textes partagés</translation>
    </message>
    <message>
        <source>the workbook&apos;s shared strings are longer than %1 MiB characters</source>
        <translation>les textes partagés du classeur dépassent %1 Mi caractères</translation>
    </message>
    <message>
        <source>the workbook has more than %1 cell styles</source>
        <translation>le classeur a plus de %1 styles de cellule</translation>
    </message>
    <message>
        <source>the cell names shared string %1, which the workbook does not have</source>
        <translation>la cellule renvoie au texte partagé %1, que le classeur n’a pas</translation>
    </message>
    <message>
        <source>the sheet has a row numbered &apos;%1&apos;</source>
        <translation>la feuille a une ligne numérotée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the sheet has a cell named &apos;%1&apos;</source>
        <translation>la feuille a une cellule nommée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the workbook is damaged: its sheet has no entry</source>
        <translation>le classeur est abîmé&#xa0;: sa feuille n’a pas d’élément</translation>
    </message>
    <message>
        <source>the workbook is damaged: two sheets are one entry</source>
        <translation>le classeur est abîmé&#xa0;: deux feuilles sont un même élément</translation>
    </message>
    <message>
        <source>the workbook is damaged: an entry cannot be inflated</source>
        <translation>le classeur est abîmé&#xa0;: un élément ne peut être décompressé</translation>
    </message>
    <message>
        <source>an entry of the workbook inflates to more than %1 MiB</source>
        <translation>un élément du classeur se décompresse en plus de %1 Mio</translation>
    </message>
    <message>
        <source>the workbook inflates to more than %1 MiB</source>
        <translation>le classeur se décompresse en plus de %1 Mio</translation>
    </message>
    <message>
        <source>an entry of the workbook inflates more than %1 times its size (a zip bomb?)</source>
        <translation>un élément du classeur se décompresse à plus de %1 fois sa taille (une bombe zip&#xa0;?)</translation>
    </message>
    <message>
        <source>the workbook weighs more than %1 MiB</source>
        <translation>le classeur pèse plus de %1 Mio</translation>
    </message>
    <message>
        <source>the workbook is damaged: its zip archive cannot be read</source>
        <translation>le classeur est abîmé&#xa0;: son archive zip ne peut être lue</translation>
    </message>
    <message>
        <source>the workbook holds more than %1 entries</source>
        <translation>le classeur contient plus de %1 éléments</translation>
    </message>
    <message>
        <source>the workbook is damaged: its entry %1 cannot be read</source>
        <translation>le classeur est abîmé&#xa0;: son élément %1 ne peut être lu</translation>
    </message>
    <message>
        <source>the workbook is damaged: line %1 of its entry %2: %3</source>
        <translation>le classeur est abîmé&#xa0;: ligne %1 de son élément %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>the workbook nests its XML more than %1 deep</source>
        <translation>le classeur imbrique son XML sur plus de %1 niveaux</translation>
    </message>
</context>
</TS>
