#pragma once

// The Qt side of the fuzz targets: the application every target needs before
// it touches QtCore or QtSql.

#include "fuzzcheck.h"

#include "club/club.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTemporaryDir>

#include <array>
#include <memory>
#include <utility>

namespace palmares::fuzz {

/// One QCoreApplication for the whole run (plugins, QStandardPaths, …).
inline void startQt()
{
    static int argc = 1;
    static char name[] = "palmares-fuzz";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
}

/// A temporary folder for the clubs, in memory when the machine has
/// /dev/shm: the store syncs every write to disk, which would make opening a
/// club a hundred times slower on a real disk.
inline std::unique_ptr<QTemporaryDir> scratchFolder()
{
    const QString shm = QStringLiteral("/dev/shm");
    if (QFileInfo(shm).isDir() && QFileInfo(shm).isWritable()) {
        return std::make_unique<QTemporaryDir>(shm + QStringLiteral("/palmares-fuzz-XXXXXX"));
    }
    return std::make_unique<QTemporaryDir>();
}

/// A new club at `path` with one game per rule set, named as in the demo
/// club (whose results are the seed corpus of fuzz_resultscsv) and in the
/// fuzz dictionary.
inline std::unique_ptr<club::Club> makeClub(const QString& path)
{
    auto opened = club::Club::open(path, club::OpenMode::Create);
    FUZZ_REQUIRE(opened && opened.status().ok(), "cannot create the club: " + opened.status().toString().toStdString());
    auto c = std::move(*opened);
    FUZZ_REQUIRE(c->init(QStringLiteral("Fuzz")).ok(), "cannot name the club");
    const std::array<std::pair<const char*, rating::System>, rating::SystemCount> games = {{
        {"Tarot", rating::System::Niveau},
        {"\u00c9checs", rating::System::EloProvisional},
        {"DSC", rating::System::EloDsc},
        {"Duel de lettres", rating::System::Fermi},
        {"Belote", rating::System::Points},
        {"Go", rating::System::Glicko2},
        {"Catan", rating::System::OpenSkill},
    }};
    for (const auto& [name, system] : games) {
        const club::Status added = c->catalogue().addGame(QString::fromUtf8(name), system);
        FUZZ_REQUIRE(added.ok(), "cannot add a game: " + added.toString().toStdString());
    }
    return c;
}

} // namespace palmares::fuzz
