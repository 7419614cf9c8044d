<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%Ln deal(s)</source>
        <translation>
            <numerusform>%Ln deal</numerusform>
            <numerusform>%Ln deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln minute(s)</source>
        <translation>
            <numerusform>%Ln minute</numerusform>
            <numerusform>%Ln minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; has %Ln round(s) paired, not %2</source>
        <translation>
            <numerusform>&apos;%1&apos; has %Ln round paired, not %2</numerusform>
            <numerusform>&apos;%1&apos; has %Ln rounds paired, not %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::club::Events</name>
    <message numerus="yes">
        <source>%Ln player(s) to seat: a table needs at least 4</source>
        <translation>
            <numerusform>%Ln player to seat: a table needs at least 4</numerusform>
            <numerusform>%Ln players to seat: a table needs at least 4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s) to pair: a round needs at least 2</source>
        <translation>
            <numerusform>%Ln player to pair: a round needs at least 2</numerusform>
            <numerusform>%Ln players to pair: a round needs at least 2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; has %Ln result(s): delete them before the event (they are ordinary matches of the club, and would lose their event)</source>
        <translation>
            <numerusform>&apos;%1&apos; has %Ln result: delete them before the event (they are ordinary matches of the club, and would lose their event)</numerusform>
            <numerusform>&apos;%1&apos; has %Ln results: delete them before the event (they are ordinary matches of the club, and would lose their event)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; has its %Ln round(s) paired already</source>
        <translation>
            <numerusform>&apos;%1&apos; has its %Ln round paired already</numerusform>
            <numerusform>&apos;%1&apos; has its %Ln rounds paired already</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::club::GameCatalogue</name>
    <message numerus="yes">
        <source>%1 has %Ln result(s): a game is removed only without results (delete them, or rename the game)</source>
        <translation>
            <numerusform>%1 has %Ln result: a game is removed only without results (delete them, or rename the game)</numerusform>
            <numerusform>%1 has %Ln results: a game is removed only without results (delete them, or rename the game)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::club::ImportAssistant</name>
    <message numerus="yes">
        <source>the workbook has %Ln sheets with rows: choose the sheet of results</source>
        <translation>
            <numerusform>the workbook has %Ln sheet with rows: choose the sheet of results</numerusform>
            <numerusform>the workbook has %Ln sheets with rows: choose the sheet of results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::club::Interchange</name>
    <message numerus="yes">
        <source>the first %1 of %Ln problems</source>
        <translation>
            <numerusform>the first %1 of %Ln problem</numerusform>
            <numerusform>the first %1 of %Ln problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln problems</source>
        <translation>
            <numerusform>%Ln problem</numerusform>
            <numerusform>%Ln problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::club::Roster</name>
    <message numerus="yes">
        <source>&apos;%1&apos; has %Ln result(s): merge him into another player instead</source>
        <translation>
            <numerusform>&apos;%1&apos; has %Ln result: merge him into another player instead</numerusform>
            <numerusform>&apos;%1&apos; has %Ln results: merge him into another player instead</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::report::Site</name>
    <message numerus="yes">
        <source>%Ln files written</source>
        <translation>
            <numerusform>%Ln file written</numerusform>
            <numerusform>%Ln files written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unchanged</source>
        <translation>
            <numerusform>%Ln unchanged</numerusform>
            <numerusform>%Ln unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln removed</source>
        <translation>
            <numerusform>%Ln removed</numerusform>
            <numerusform>%Ln removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ratings of the top %Ln players over time</source>
        <translation>
            <numerusform>Ratings of the top player over time</numerusform>
            <numerusform>Ratings of the top %Ln players over time</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln most recent of %1 matches.</source>
        <translation>
            <numerusform>The most recent of %1 matches.</numerusform>
            <numerusform>The %Ln most recent of %1 matches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches, the last on %1</source>
        <translation>
            <numerusform>%Ln match, on %1</numerusform>
            <numerusform>%Ln matches, the last on %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::store::Database</name>
    <message numerus="yes">
        <source>%Ln more problem(s)</source>
        <translation>
            <numerusform>%Ln more problem</numerusform>
            <numerusform>%Ln more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::BacktestModel</name>
    <message numerus="yes">
        <source>%Ln match(es) in the history</source>
        <translation>
            <numerusform>%Ln match in the history</numerusform>
            <numerusform>%Ln matches in the history</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln scored by every rule set</source>
        <translation>
            <numerusform>%Ln scored by every rule set</numerusform>
            <numerusform>%Ln scored by every rule set</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>early: a player&apos;s first %Ln match(es)</source>
        <translation>
            <numerusform>early: a player&apos;s first %Ln match</numerusform>
            <numerusform>early: a player&apos;s first %Ln matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::GamesPage</name>
    <message numerus="yes">
        <source>%1 has %Ln result(s): a game is removed only without results. Delete them in the Results tab, or rename the game.</source>
        <translation>
            <numerusform>%1 has %Ln result: a game is removed only without results. Delete them in the Results tab, or rename the game.</numerusform>
            <numerusform>%1 has %Ln results: a game is removed only without results. Delete them in the Results tab, or rename the game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::HallOfFameModel</name>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln match</numerusform>
            <numerusform>%Ln matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln player</numerusform>
            <numerusform>%Ln players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 points in %Ln participation(s)</source>
        <translation>
            <numerusform>%1 points in %Ln participation</numerusform>
            <numerusform>%1 points in %Ln participations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>* fewer than half the %Ln participations of the most assiduous player: each one missing counts 100 points in the adjusted average</source>
        <translation>
            <numerusform>* fewer than half the %Ln participation of the most assiduous player: each one missing counts 100 points in the adjusted average</numerusform>
            <numerusform>* fewer than half the %Ln participations of the most assiduous player: each one missing counts 100 points in the adjusted average</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Few participations: %1 of the %Ln of the most assiduous player. The adjusted average counts each one missing at the neutral 100 points, so his rank says more of those than of his own results.</source>
        <translation>
            <numerusform>Few participations: %1 of the %Ln of the most assiduous player. The adjusted average counts each one missing at the neutral 100 points, so his rank says more of those than of his own results.</numerusform>
            <numerusform>Few participations: %1 of the %Ln of the most assiduous player. The adjusted average counts each one missing at the neutral 100 points, so his rank says more of those than of his own results.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::HeadToHeadModel</name>
    <message numerus="yes">
        <source>%1: %Ln match(es)</source>
        <translation>
            <numerusform>%1: %Ln match</numerusform>
            <numerusform>%1: %Ln matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%Ln draw(s))</source>
        <translation>
            <numerusform> (%Ln draw)</numerusform>
            <numerusform> (%Ln draws)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln player</numerusform>
            <numerusform>%Ln players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::ImportReportDialog</name>
    <message numerus="yes">
        <source>%Ln match(es) will be kept unrated:</source>
        <translation>
            <numerusform>%Ln match will be kept unrated:</numerusform>
            <numerusform>%Ln matches will be kept unrated:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln match(es)</source>
        <translation>
            <numerusform>%1: %Ln match</numerusform>
            <numerusform>%1: %Ln matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new player(s): %1</source>
        <translation>
            <numerusform>%Ln new player: %1</numerusform>
            <numerusform>%Ln new players: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new game(s): %1</source>
        <translation>
            <numerusform>%Ln new game: %1</numerusform>
            <numerusform>%Ln new games: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This import changes the closed season(s) %1: importing changes them (what they kept when they were closed stays as it was printed).</source>
        <translation>
            <numerusform>This import changes the closed season %1: importing changes them (what they kept when they were closed stays as it was printed).</numerusform>
            <numerusform>This import changes the closed seasons %1: importing changes them (what they kept when they were closed stays as it was printed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln later match(es) of the club will be re-rated.</source>
        <translation>
            <numerusform>%Ln later match of the club will be re-rated.</numerusform>
            <numerusform>%Ln later matches of the club will be re-rated.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) will be added (%1).</source>
        <translation>
            <numerusform>%Ln match will be added (%1).</numerusform>
            <numerusform>%Ln matches will be added (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::ImportWizard</name>
    <message numerus="yes">
        <source>%1 (%Ln rows)</source>
        <translation>
            <numerusform>%1 (%Ln row)</numerusform>
            <numerusform>%1 (%Ln rows)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln name(s) in the file: </source>
        <translation>
            <numerusform>%Ln name in the file: </numerusform>
            <numerusform>%Ln names in the file: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln written as in the club</source>
        <translation>
            <numerusform>%Ln written as in the club</numerusform>
            <numerusform>%Ln written as in the club</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln matched once accents and case are set aside</source>
        <translation>
            <numerusform>%Ln matched once accents and case are set aside</numerusform>
            <numerusform>%Ln matched once accents and case are set aside</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to confirm</source>
        <translation>
            <numerusform>%Ln to confirm</numerusform>
            <numerusform>%Ln to confirm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new</source>
        <translation>
            <numerusform>%Ln new</numerusform>
            <numerusform>%Ln new</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::LeaderboardModel</name>
    <message numerus="yes">
        <source>Rank %1, up %Ln place(s) from %2 a month ago.</source>
        <translation>
            <numerusform>Rank %1, up %Ln place from %2 a month ago.</numerusform>
            <numerusform>Rank %1, up %Ln places from %2 a month ago.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rank %1, down %Ln place(s) from %2 a month ago.</source>
        <translation>
            <numerusform>Rank %1, down %Ln place from %2 a month ago.</numerusform>
            <numerusform>Rank %1, down %Ln places from %2 a month ago.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::MainWindow</name>
    <message numerus="yes">
        <source>“%1” changes the closed season(s) %2.</source>
        <translation>
            <numerusform>“%1” changes the closed season %2.</numerusform>
            <numerusform>“%1” changes the closed seasons %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) imported.</source>
        <translation>
            <numerusform>%Ln match imported.</numerusform>
            <numerusform>%Ln matches imported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::PlayerProfileDialog</name>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln match</numerusform>
            <numerusform>%Ln matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hall of Fame (all games): rank %1 of %2, %3 points in %Ln participation(s)</source>
        <translation>
            <numerusform>Hall of Fame (all games): rank %1 of %2, %3 points in %Ln participation</numerusform>
            <numerusform>Hall of Fame (all games): rank %1 of %2, %3 points in %Ln participations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln win(s) in a row</source>
        <translation>
            <numerusform>%Ln win in a row</numerusform>
            <numerusform>%Ln wins in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s) in a row</source>
        <translation>
            <numerusform>%Ln draw in a row</numerusform>
            <numerusform>%Ln draws in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln loss(es) in a row</source>
        <translation>
            <numerusform>%Ln loss in a row</numerusform>
            <numerusform>%Ln losses in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rank %1, %2 points in %Ln participation(s)</source>
        <translation>
            <numerusform>rank %1, %2 points in %Ln participation</numerusform>
            <numerusform>rank %1, %2 points in %Ln participations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::RestoreDialog</name>
    <message numerus="yes">
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln player</numerusform>
            <numerusform>%Ln players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln result</numerusform>
            <numerusform>%Ln results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::ResultDialog</name>
    <message numerus="yes">
        <source>%Ln later match(es) of %1 will be re-rated.</source>
        <translation>
            <numerusform>%Ln later match of %1 will be re-rated.</numerusform>
            <numerusform>%Ln later matches of %1 will be re-rated.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It changes the closed season(s) %1: saving asks first.</source>
        <translation>
            <numerusform>It changes the closed season %1: saving asks first.</numerusform>
            <numerusform>It changes the closed seasons %1: saving asks first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 and %Ln more</numerusform>
            <numerusform>%1 and %Ln more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::ResultsModel</name>
    <message numerus="yes">
        <source>%Ln participant(s)</source>
        <translation>
            <numerusform>%Ln participant</numerusform>
            <numerusform>%Ln participants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>palmares::ui::WhatIfDialog</name>
    <message numerus="yes">
        <source>The table is assumed to last %Ln deal(s), with scores 100 points apart in the finishing order.</source>
        <translation>
            <numerusform>The table is assumed to last %Ln deal, with scores 100 points apart in the finishing order.</numerusform>
            <numerusform>The table is assumed to last %Ln deals, with scores 100 points apart in the finishing order.</numerusform>
        </translation>
    </message>
</context>
</TS>
