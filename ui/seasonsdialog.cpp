#include "seasonsdialog.h"

#include "clubreads.h"
#include "commands.h"
#include "pages/pagesupport.h"
#include "session.h"
#include "texts.h"
#include "ui/datefield.h"

#include "report/sheets.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace palmares::ui {

SeasonsDialog::SeasonsDialog(Session& session, QWidget* parent)
    : QDialog(parent),
      m_session(session),
      m_table(new QTableWidget(0, 4, this)),
      m_name(new QLineEdit(this)),
      m_first(pages::dateField(this)),
      m_last(pages::dateField(this)),
      m_game(new QComboBox(this)),
      m_problem(new QLabel(this)),
      m_close(new QPushButton(tr("C&lose the season…"), this)),
      m_reopen(new QPushButton(tr("&Reopen"), this)),
      m_remove(new QPushButton(tr("Re&move"), this)),
      m_report(new QPushButton(tr("Season re&port"), this))
{
    setWindowTitle(tr("Seasons"));
    setObjectName(QStringLiteral("seasonsDialog"));
    m_table->setObjectName(QStringLiteral("seasons"));
    m_table->setHorizontalHeaderLabels({tr("Season"), tr("From"), tr("To"), tr("Game")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_name->setObjectName(QStringLiteral("name"));
    m_first->setObjectName(QStringLiteral("first"));
    m_last->setObjectName(QStringLiteral("last"));
    m_game->setObjectName(QStringLiteral("game"));
    m_close->setObjectName(QStringLiteral("closeSeason"));
    m_reopen->setObjectName(QStringLiteral("reopenSeason"));
    m_remove->setObjectName(QStringLiteral("removeSeason"));
    m_report->setObjectName(QStringLiteral("seasonReport"));
    // Its champions, most active players, biggest gains and Hall of Fame,
    // made by the window (its print preview and export).
    auto* reportMenu = new QMenu(m_report);
    reportMenu->setObjectName(QStringLiteral("seasonReportMenu"));
    const auto request = [this](const QString& format) {
        if (const club::Season* s = selected()) {
            Q_EMIT reportRequested(s->name, format);
        }
    };
    reportMenu->addAction(tr("Print preview…"), this, [request] { request(QStringLiteral("preview")); })
        ->setObjectName(QStringLiteral("preview"));
    for (const QString& format : {QStringLiteral("pdf"), QStringLiteral("html"), QStringLiteral("csv"),
                                  QStringLiteral("xlsx"), QStringLiteral("ods")}) {
        reportMenu->addAction(tr("Export as %1…").arg(format.toUpper()), this, [request, format] { request(format); })
            ->setObjectName(format);
    }
    m_report->setMenu(reportMenu);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problem->setWordWrap(true);
    m_problem->hide();

    // A new season: by default September to June, the season most clubs keep.
    const QDate today = QDate::currentDate();
    const int startYear = today.month() >= 9 ? today.year() : today.year() - 1;
    m_first->setDate(QDate(startYear, 9, 1));
    m_last->setDate(QDate(startYear + 1, 6, 30));
    m_name->setPlaceholderText(QStringLiteral("%1–%2").arg(startYear).arg(startYear + 1));
    m_game->addItem(tr("Every game"), QString());
    for (const club::Game& g : reads::games(m_session)) {
        m_game->addItem(g.name, g.name);
    }

    auto* form = new QFormLayout;
    form->addRow(tr("&Name"), m_name);
    auto* days = new QHBoxLayout;
    days->addWidget(m_first);
    days->addWidget(new QLabel(tr("to"), this));
    days->addWidget(m_last);
    days->addStretch();
    form->addRow(tr("Days"), days);
    form->addRow(tr("&Game"), m_game);
    auto* addButton = new QPushButton(tr("&Add the season"), this);
    addButton->setObjectName(QStringLiteral("addSeason"));
    form->addRow(QString(), addButton);

    auto* actions = new QHBoxLayout;
    actions->addWidget(m_close);
    actions->addWidget(m_reopen);
    actions->addWidget(m_remove);
    actions->addStretch();
    actions->addWidget(m_report);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addLayout(actions);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(addButton, &QPushButton::clicked, this, &SeasonsDialog::add);
    connect(m_close, &QPushButton::clicked, this, &SeasonsDialog::closeSelected);
    connect(m_reopen, &QPushButton::clicked, this, &SeasonsDialog::reopenSelected);
    connect(m_remove, &QPushButton::clicked, this, &SeasonsDialog::removeSelected);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &SeasonsDialog::selectionChanged);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    reload();
    resize(560, 440);
}

SeasonsDialog::~SeasonsDialog() = default;

void SeasonsDialog::reload()
{
    using Seasons = club::Expected<QList<club::Season>>;
    const auto all = m_session.isOpen()
                         ? m_session.readNow<Seasons>([](club::Club& club) { return club.seasons().list(); })
                         : Seasons(QList<club::Season>{});
    m_seasons = all.value_or(QList<club::Season>{});
    if (!all) {
        m_problem->setText(texts::problem(all.status()));
        m_problem->show();
    }
    m_table->setRowCount(static_cast<int>(m_seasons.size()));
    for (int row = 0; row < m_seasons.size(); ++row) {
        const club::Season& s = m_seasons.at(row);
        const QString name =
            s.closed() ? tr("%1 (closed on %2)")
                             .arg(s.name, report::formatDate(QDate::fromString(s.closedAt.left(10), Qt::ISODate)))
                       : s.name;
        const QStringList cells{name, report::formatDate(s.first), report::formatDate(s.last),
                                s.game.isEmpty() ? tr("Every game") : s.game};
        for (int column = 0; column < cells.size(); ++column) {
            m_table->setItem(row, column, new QTableWidgetItem(cells.at(column)));
        }
    }
    m_table->resizeColumnsToContents();
    selectionChanged();
}

const club::Season* SeasonsDialog::selected() const
{
    const auto rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty() || rows.constFirst().row() >= m_seasons.size()) {
        return nullptr;
    }
    return &m_seasons.at(rows.constFirst().row());
}

void SeasonsDialog::selectionChanged()
{
    const club::Season* s = selected();
    m_close->setEnabled(s != nullptr && !s->closed());
    m_reopen->setEnabled(s != nullptr && s->closed());
    m_remove->setEnabled(s != nullptr && !s->closed());
    m_report->setEnabled(s != nullptr);
}

bool SeasonsDialog::apply(const std::function<club::Status(club::Club&)>& change, const QString& what,
                          const QString& title)
{
    club::Status status = m_session.inBackground(change, what);
    // A game that starts afresh each season is re-rated from the season's
    // first day: a closed season it changes asks first, as every change does.
    if (!status.closedSeasons.isEmpty() && m_session.askClosedSeasons(status, title)) {
        status = m_session.inBackground(
            [&change](club::Club& c) {
                c.confirmClosedSeasons(true);
                club::Status s = change(c);
                c.confirmClosedSeasons(false);
                return s;
            },
            what);
    }
    if (!status.ok()) {
        m_problem->setText(texts::problem(status));
        m_problem->show();
        return false;
    }
    m_problem->hide();
    reload();
    return true;
}

void SeasonsDialog::add()
{
    const QString name = m_name->text().trimmed().isEmpty() ? m_name->placeholderText() : m_name->text();
    for (DateField* day : {m_first, m_last}) {
        if (!day->isReadable()) {
            m_problem->setText(day->problem());
            m_problem->show();
            day->setFocus();
            return;
        }
    }
    const QDate first = m_first->date();
    const QDate last = m_last->date();
    const QString game = m_game->currentData().toString();
    if (apply([=](club::Club& c) { return c.seasons().add(name, first, last, game); }, tr("Adding the season…"),
              tr("Add the season %1").arg(name.trimmed()))) {
        m_name->clear();
    }
}

void SeasonsDialog::closeSelected()
{
    const club::Season* s = selected();
    if (s == nullptr) {
        return;
    }
    const QString name = s->name;
    const auto answer = QMessageBox::question(
        this, tr("Close the season"),
        tr("Close “%1”? Its standings and Hall of Fame are kept as they stand today; a later change of its "
           "results will ask first.")
            .arg(name));
    if (answer != QMessageBox::Yes) {
        return;
    }
    apply([name](club::Club& c) { return c.seasons().close(name); }, tr("Closing the season…"));
}

void SeasonsDialog::reopenSelected()
{
    const club::Season* s = selected();
    if (s == nullptr) {
        return;
    }
    const QString name = s->name;
    const auto answer = QMessageBox::question(
        this, tr("Reopen the season"),
        tr("Reopen “%1”? What it kept when it was closed is dropped; its standings follow its results again. "
           "Edit → Undo closes it again.")
            .arg(name));
    if (answer == QMessageBox::Yes) {
        runChange(std::make_unique<ReopenSeason>(name));
    }
}

void SeasonsDialog::removeSelected()
{
    const club::Season* s = selected();
    if (s == nullptr) {
        return;
    }
    const club::Season season = *s;
    const auto answer = QMessageBox::question(
        this, tr("Remove the season"),
        tr("Remove “%1”? Its results stay in the club; only the season goes. Edit → Undo defines it again.")
            .arg(season.name));
    if (answer == QMessageBox::Yes) {
        runChange(std::make_unique<RemoveSeason>(season));
    }
}

void SeasonsDialog::runChange(std::unique_ptr<Change> change)
{
    // On the window's undo stack, as the other changes of the club.
    const club::Status status = m_session.run(std::move(change));
    if (!status.ok()) {
        m_problem->setText(texts::problem(status));
        m_problem->show();
        return;
    }
    m_problem->hide();
    reload();
}

} // namespace palmares::ui
