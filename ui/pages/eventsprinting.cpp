// What the Events tab prints (issue 42, item 6): the selected event's report
// (report::eventReport) for the round shown — its pairings or seating in
// large type to pin up, the tarot score sheets, the standings, the
// cross-table — through the window's print preview, print dialog and PDF and
// HTML export (MainWindow, on sheetRequested). The rest of the page is in
// eventspage.cpp.

#include "eventspage.h"

#include "ui/session.h"

#include <QMenu>
#include <QPushButton>
#include <QTabBar>

#include <array>

namespace palmares::ui {

namespace {

/// A part of the report, as the Print menu offers it.
struct Part {
    const char* key = nullptr; ///< the menu's object name
    report::EventParts parts;
};

constexpr std::array<Part, 5> Parts{{
    {"pairings", {true, false, false, false}},
    {"sheets", {false, true, false, false}},
    {"standings", {false, false, true, false}},
    {"crosstable", {false, false, false, true}},
    {"all", {true, true, true, true}},
}};

} // namespace

QPushButton* EventsPage::printButton()
{
    auto* button = new QPushButton(tr("Print"), this);
    button->setObjectName(QStringLiteral("printEvent"));
    button->setToolTip(tr("The round shown: its pairings to pin up, its score sheets; the standings; the "
                          "cross-table. Print, preview, or save as PDF, HTML or a workbook (XLSX, ODS)."));
    m_printMenu = new QMenu(button);
    m_printMenu->setObjectName(QStringLiteral("printMenu"));
    const std::array<QString, Parts.size()> titles{tr("Pairings of the round shown, to pin up"),
                                                   tr("Score sheets of the round shown"), tr("Standings"),
                                                   tr("Cross-table"), tr("All of it")};
    const std::array<std::pair<const char*, QString>, 6> hows{{{"preview", tr("Print preview…")},
                                                               {"print", tr("Print…")},
                                                               {"pdf", tr("Export as PDF…")},
                                                               {"html", tr("Export as HTML…")},
                                                               {"xlsx", tr("Export as XLSX…")},
                                                               {"ods", tr("Export as ODS…")}}};
    for (std::size_t i = 0; i < Parts.size(); ++i) {
        QMenu* part = m_printMenu->addMenu(titles.at(i));
        part->setObjectName(QString::fromLatin1(Parts.at(i).key));
        for (const auto& [key, text] : hows) {
            QAction* action = part->addAction(text);
            action->setObjectName(QString::fromLatin1(key));
            connect(action, &QAction::triggered, this,
                    [this, parts = Parts.at(i).parts, how = QString::fromLatin1(key)] {
                        Q_EMIT sheetRequested(parts, how);
                    });
        }
    }
    connect(m_printMenu, &QMenu::aboutToShow, this, &EventsPage::updatePrintMenu);
    button->setMenu(m_printMenu);
    return button;
}

void EventsPage::updatePrintMenu()
{
    const bool round = shownRound() > 0;
    const bool tarot = shownTarot();
    for (QMenu* part : m_printMenu->findChildren<QMenu*>(QString(), Qt::FindDirectChildrenOnly)) {
        const QString key = part->objectName();
        bool enabled = !m_current.isEmpty();
        if (key == QLatin1String("pairings")) {
            enabled = enabled && round;
        } else if (key == QLatin1String("sheets")) {
            enabled = enabled && round && tarot;
        } else if (key == QLatin1String("crosstable")) {
            enabled = enabled && !tarot;
        }
        part->menuAction()->setEnabled(enabled);
    }
}

std::optional<report::Report> EventsPage::report(const QString& title, club::Status& status)
{
    if (m_current.isEmpty()) {
        return TablePage::report(title, status); // the list of events
    }
    return eventReport(report::EventParts{}, status);
}

std::optional<report::Report> EventsPage::eventReport(const report::EventParts& parts, club::Status& status)
{
    if (m_current.isEmpty()) {
        status = club::Status::failure(tr("Select an event first."));
        return std::nullopt;
    }
    waitLoaded(); // the round shown is the one the club has now
    const int shown = shownRound();
    const std::optional<int> round = shown > 0 ? std::optional<int>(shown) : std::nullopt;
    return m_session.readNow<std::optional<report::Report>>(
        [name = m_current, round, parts, &status](club::Club& club) {
            return report::eventReport(club, name, round, parts, status);
        });
}

} // namespace palmares::ui
