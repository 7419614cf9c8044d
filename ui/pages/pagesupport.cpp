#include "ui/pages/pagesupport.h"

#include "i18n/i18n.h"
#include "ui/datefield.h"
#include "ui/session.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>

namespace palmares::ui::pages {

/// The texts of the helpers every page uses, in their own translation
/// context.
class PageSupport
{
    Q_DECLARE_TR_FUNCTIONS(palmares::ui::pages::PageSupport)
};

namespace {

/// Ctrl+Z and Ctrl+Shift+Z in a page's filter are the club's undo and redo
/// (Edit → Undo), not the filter text's: the line edit would otherwise claim
/// them (ShortcutOverride) and undo the filter instead of the last result.
class ClubUndoKeys final : public QObject
{
public:
    explicit ClubUndoKeys(QObject* parent) : QObject(parent) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        const auto* key = event->type() == QEvent::ShortcutOverride ? dynamic_cast<const QKeyEvent*>(event) : nullptr;
        if (key != nullptr && (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo))) {
            event->ignore(); // left to the window's shortcuts
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

QLineEdit* filterBox(QWidget* parent, const QString& placeholder)
{
    auto* e = new QLineEdit(parent);
    e->installEventFilter(new ClubUndoKeys(e));
    e->setPlaceholderText(placeholder);
    e->setClearButtonEnabled(true);
    // Wide enough to read what is typed; the row gives it what it can spare.
    e->setMinimumWidth(e->fontMetrics().averageCharWidth() * 16);
    return e;
}

DateField* dateField(QWidget* parent)
{
    return new DateField(DateField::Kind::Date, parent);
}

DateField* openDate(QWidget* parent, const QString& none)
{
    DateField* d = dateField(parent);
    d->setOpen(none);
    return d;
}

QPushButton* periodPresets(QWidget* parent, DateField* from, DateField* to, bool everyDate, const SeasonList& seasons)
{
    auto* button = new QPushButton(parent);
    button->setObjectName(QStringLiteral("period"));
    button->setText(PageSupport::tr("Period"));
    button->setToolTip(PageSupport::tr("Choose a period: this month, last month, this year…"));
    auto* menu = new QMenu(button);
    const auto period = [=](const QString& name, const QString& objectName, auto range) {
        QAction* a = menu->addAction(name);
        a->setObjectName(objectName);
        QObject::connect(a, &QAction::triggered, button, [=] {
            const auto [first, last] = range(QDate::currentDate());
            {
                // One refresh for the two dates, not two.
                const QSignalBlocker blockFrom(from);
                const QSignalBlocker blockTo(to);
                from->setDate(first);
                to->setDate(last);
            }
            Q_EMIT to->dateChanged(to->date());
        });
        return a;
    };
    using Range = std::pair<QDate, QDate>;
    period(PageSupport::tr("This month"), QStringLiteral("thisMonth"), [](QDate today) {
        const QDate first(today.year(), today.month(), 1);
        return Range{first, first.addMonths(1).addDays(-1)};
    });
    period(PageSupport::tr("Last month"), QStringLiteral("lastMonth"), [](QDate today) {
        const QDate first = QDate(today.year(), today.month(), 1).addMonths(-1);
        return Range{first, first.addMonths(1).addDays(-1)};
    });
    period(PageSupport::tr("This year"), QStringLiteral("thisYear"), [](QDate today) {
        return Range{QDate(today.year(), 1, 1), QDate(today.year(), 12, 31)};
    });
    period(PageSupport::tr("Last year"), QStringLiteral("lastYear"), [](QDate today) {
        return Range{QDate(today.year() - 1, 1, 1), QDate(today.year() - 1, 12, 31)};
    });
    if (everyDate) {
        menu->addSeparator();
        period(PageSupport::tr("Every date"), QStringLiteral("everyDate"), [](QDate) { return Range{}; });
    }
    if (seasons) {
        // The seasons as they are when the menu opens, after the fixed periods.
        QObject::connect(menu, &QMenu::aboutToShow, button, [=] {
            for (QAction* a : menu->actions()) {
                if (a->property("season").isValid()) {
                    menu->removeAction(a);
                    delete a; // not later: the menu lists each season once
                }
            }
            const QList<club::Season> all = seasons();
            if (all.isEmpty()) {
                return;
            }
            QAction* section = menu->addSection(PageSupport::tr("Seasons"));
            section->setProperty("season", true);
            for (const club::Season& s : all) {
                const QString label = s.closed() ? PageSupport::tr("%1 (closed)").arg(s.name) : s.name;
                const Range days{s.first, s.last};
                period(label, QStringLiteral("season:") + s.name, [days](QDate) {
                    return days;
                })->setProperty("season", true);
            }
        });
        button->setToolTip(PageSupport::tr("Choose a period: this month, last month, this year, a "
                                           "season…"));
    }
    button->setMenu(menu);
    return button;
}

SeasonList seasonsOf(Session& session)
{
    return [&session] {
        return session.isOpen() ? session.readNow<QList<club::Season>>([](club::Club& club) {
            return club.seasons().list().value_or(QList<club::Season>{});
        })
                                : QList<club::Season>{};
    };
}

std::optional<QDate> optionalDate(const DateField* date)
{
    const QDate v = date->date();
    return v.isValid() ? std::optional<QDate>(v) : std::nullopt;
}

bool movesRankingOf(const club::Change& change, const QString& game)
{
    using Kind = club::Change::Kind;
    switch (change.kind) {
    case Kind::PlayerAdded: // no match yet: in no ranking
    case Kind::ActiveChanged:
    case Kind::HouseholdChanged:
    case Kind::SeasonsChanged: // the pages show no season yet
    case Kind::EventsChanged:  // an event's results are matches (MatchRecorded)
        return false;
    case Kind::MatchRecorded:
    case Kind::MatchEdited:
    case Kind::MatchDeleted:
    case Kind::ParametersChanged:
        return game.isEmpty() || change.games.contains(game);
    case Kind::DormancyChanged: // who is ranked in every game's standings
    default:
        return true;
    }
}

void fillGames(QComboBox* combo, const QList<club::Game>& games, bool withAll)
{
    const QSignalBlocker block(combo);
    const QString current = combo->currentData().toString();
    combo->clear();
    if (withAll) {
        combo->addItem(PageSupport::tr("All games"), QString());
    }
    for (const club::Game& g : games) {
        combo->addItem(g.name, g.name);
    }
    const int index = combo->findData(current);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

void showError(QWidget* parent, const QString& what, const QString& message)
{
    QMessageBox box(QMessageBox::Warning, PageSupport::tr("Palmarès"), what, QMessageBox::Ok, parent);
    box.setInformativeText(message);
    box.exec();
}

} // namespace palmares::ui::pages
