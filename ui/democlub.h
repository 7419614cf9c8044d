#pragma once

#include <QString>

namespace palmares::ui {

/// Where the demo club lives: $PALMARES_DEMO, else the user's data folder.
QString demoClubPath();

/// Creates the demo club at `path` from the history shipped in resources
/// (resources/demo/demo-results.csv: a dozen French players, the five rule
/// sets, several months). The same club as resources/demo/setup.sh makes with
/// palmares-cli. Returns false with `error` when it cannot.
bool createDemoClub(const QString& path, QString& error);

} // namespace palmares::ui
