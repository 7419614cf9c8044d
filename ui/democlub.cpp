#include "democlub.h"

#include "club/club.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <array>

namespace palmares::ui {

QString demoClubPath()
{
    QString fromEnvironment = qEnvironmentVariable("PALMARES_DEMO");
    if (!fromEnvironment.isEmpty()) {
        return fromEnvironment;
    }
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/demo.palmares");
}

bool createDemoClub(const QString& path, QString& error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile csv(QStringLiteral(":/demo/demo-results.csv"));
    if (!csv.open(QIODevice::ReadOnly)) {
        error = QCoreApplication::translate("Demo", "The demo history is missing from this build.");
        return false;
    }
    auto opened = club::Club::open(path, club::OpenMode::Create);
    std::unique_ptr<club::Club> c = opened ? std::move(*opened) : nullptr;
    const auto fail = [&](const club::Status& s) {
        error = s.toString();
        c.reset();
        QFile::remove(path);
        return false;
    };
    if (!c) {
        return fail(opened.status());
    }
    club::Status status;
    // Keep in step with resources/demo/setup.sh.
    struct DemoGame {
        const char* name;
        rating::System system;
    };
    const std::array games{DemoGame{"Tarot", rating::System::Niveau},
                           DemoGame{"Échecs", rating::System::EloProvisional}, DemoGame{"DSC", rating::System::EloDsc},
                           DemoGame{"Duel de lettres", rating::System::Fermi},
                           DemoGame{"Belote", rating::System::Points}};
    if (status = c->init(QStringLiteral("Club de démonstration")); !status.ok()) {
        return fail(status);
    }
    for (const auto& g : games) {
        if (status = c->catalogue().addGame(QString::fromUtf8(g.name), g.system); !status.ok()) {
            return fail(status);
        }
    }
    for (const auto& [name, household] : {std::pair{"Léa Chevalier", "Chevalier"}, std::pair{"Denis Garnier", ""},
                                          std::pair{"Amélie Durand", "Chevalier"}}) {
        if (status = c->roster().addPlayer(QString::fromUtf8(name), QString::fromUtf8(household)); !status.ok()) {
            return fail(status);
        }
    }
    const club::ImportReport report = c->interchange().importCsv(csv.readAll(), false);
    if (!report.problems.isEmpty()) {
        club::Status s;
        s.problems = report.problems;
        return fail(s);
    }
    return true;
}

} // namespace palmares::ui
