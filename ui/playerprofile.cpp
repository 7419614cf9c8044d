#include "playerprofile.h"

#include "explanationpanel.h"
#include "models/armylistmodel.h"
#include "models/historymodel.h"
#include "models/modelroles.h"
#include "models/modelsupport.h"
#include "ratingchart.h"
#include "session.h"
#include "texts.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QTabWidget>
#include <QVBoxLayout>

#include <cmath>

namespace palmares::ui {

namespace {

QTableView* smallTable(QWidget* parent, QAbstractItemModel* model)
{
    auto* view = new QTableView(parent);
    view->setModel(model);
    view->setSortingEnabled(true);
    view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

QString categoryText(const QString& english)
{
    return QCoreApplication::translate("core", english.toUtf8().constData());
}

} // namespace

PlayerProfileDialog::PlayerProfileDialog(Session& session, const QString& player, QWidget* parent)
    : QDialog(parent),
      m_session(session),
      m_tabs(new QTabWidget(this))
{
    setWindowTitle(tr("Profile of %1").arg(player));
    auto* layout = new QVBoxLayout(this);
    auto* header = new QLabel(this);
    header->setObjectName(QStringLiteral("profileHeader"));
    header->setTextFormat(Qt::RichText);
    layout->addWidget(header);
    layout->addWidget(m_tabs, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    using Profile = club::Expected<club::PlayerProfile>;
    auto profile =
        session.isOpen()
            ? session.readNow<Profile>([&player](club::Club& club) { return club.stories().profile(player); })
            : Profile(club::Status{});
    if (!profile) {
        header->setText(session.isOpen() ? texts::problem(profile.status()) : QString());
        return;
    }
    m_profile = *std::move(profile);
    const club::PlayerProfile& p = *m_profile;
    QString text = QStringLiteral("<h2 style=\"margin:0\">%1</h2>").arg(p.player.name.toHtmlEscaped());
    QStringList facts;
    facts << tr("%Ln match(es)", nullptr, p.activity.matches);
    if (!p.activity.lastPlayed.isEmpty()) {
        facts << tr("last played %1").arg(support::shortDate(p.activity.lastPlayed));
    }
    if (p.hallOfFame.rank > 0) {
        facts << tr("Hall of Fame (all games): rank %1 of %2, %3 points in %Ln participation(s)", nullptr,
                    p.hallOfFame.participations)
                     .arg(p.hallOfFame.rank)
                     .arg(p.hallOfFamePlayers)
                     .arg(support::number(p.hallOfFame.total, club::hallOfFameDecimals()));
    }
    if (!p.player.household.isEmpty()) {
        facts << tr("household %1").arg(p.player.household.toHtmlEscaped());
    }
    // A starting rating as it was typed: whole, or to two decimals.
    const auto typed = [](double v) { return support::number(v, v == std::round(v) ? 0 : 2); };
    for (const club::StartingRating& s : p.startingRatings) {
        const QString value =
            s.deviation ? tr("%1 (deviation %2)").arg(typed(s.rating), typed(*s.deviation)) : typed(s.rating);
        facts << tr("arrived in %1 with %2").arg(s.game.toHtmlEscaped(), value);
    }
    header->setText(text + facts.join(QStringLiteral(" · ")));
    for (const club::GameProfile& g : p.games) {
        m_tabs->addTab(buildGamePage(g), g.game.name);
    }
    if (p.games.isEmpty()) {
        auto* none = new QLabel(tr("%1 has no rated match yet.").arg(p.player.name), m_tabs);
        none->setAlignment(Qt::AlignCenter);
        m_tabs->addTab(none, tr("No game"));
    }
    resize(1100, 760);
}

PlayerProfileDialog::~PlayerProfileDialog() = default;

bool PlayerProfileDialog::showGame(const QString& game)
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (m_tabs->tabText(i) == game) {
            m_tabs->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

QWidget* PlayerProfileDialog::buildGamePage(const club::GameProfile& g)
{
    auto* page = new QWidget(m_tabs);
    const int decimals = g.decimals;
    const auto rating = [decimals](double v) -> QString { return support::number(v, decimals); };

    auto* facts = new QFormLayout;
    const club::StandingRow& s = g.standing;
    // A `points` game is ranked by the adjusted average of its placement
    // points (RATING_RULES.md §6): the profile's text, chart and rows all
    // speak of it (club::PlayerStories::profile), and say so.
    const QString now = rating(s.rating) + (s.provisional ? QStringLiteral("~") : QString());
    auto* nowLabel = new QLabel(now, page);
    nowLabel->setObjectName(QStringLiteral("profileNow"));
    if (!g.hasRating) {
        nowLabel->setToolTip(tr("The score the standings rank by: the average of the placement points, the "
                                "matches fewer than the most played counted at 100"));
    }
    facts->addRow(g.hasRating ? tr("Rating now:") : tr("Adjusted average now:"), nowLabel);
    if (!s.category.isEmpty()) {
        facts->addRow(tr("Category:"), new QLabel(categoryText(s.category), page));
    }
    if (s.rank > 0) {
        facts->addRow(tr("Rank:"), new QLabel(tr("%1 of %2").arg(s.rank).arg(g.rankedPlayers), page));
    }
    if (s.provisional) {
        facts->addRow(QString(), new QLabel(tr("~ provisional: too few games for a settled rating"), page));
    }
    facts->addRow(tr("Best:"), new QLabel(tr("%1 (%2)").arg(rating(g.best), support::shortDate(g.bestAt)), page));
    facts->addRow(tr("Worst:"), new QLabel(tr("%1 (%2)").arg(rating(g.worst), support::shortDate(g.worstAt)), page));
    facts->addRow(tr("Games:"), new QLabel(support::integer(s.games), page));
    facts->addRow(tr("Wins / draws / losses:"),
                  new QLabel(QStringLiteral("%1 / %2 / %3").arg(s.wins).arg(s.draws).arg(s.losses), page));
    QString streak;
    switch (g.streakResult) {
    case club::MatchResult::Win:
        streak = tr("%Ln win(s) in a row", nullptr, g.streak);
        break;
    case club::MatchResult::Draw:
        streak = tr("%Ln draw(s) in a row", nullptr, g.streak);
        break;
    case club::MatchResult::Loss:
        streak = tr("%Ln loss(es) in a row", nullptr, g.streak);
        break;
    }
    facts->addRow(tr("Current streak:"), new QLabel(streak, page));
    facts->addRow(tr("Last played:"), new QLabel(support::shortDate(s.lastPlayed), page));
    // Of a rated game, the Hall of Fame is a second table, of placement
    // points; of a `points` game it is the standings above, so its line
    // gives no other average (issue 43: one score per screen).
    QString fame = tr("not ranked");
    if (g.hallOfFame.rank > 0) {
        const QString points = support::number(g.hallOfFame.total, club::hallOfFameDecimals());
        fame = g.hasRating ? tr("rank %1, %2 points (average %3)")
                                 .arg(g.hallOfFame.rank)
                                 .arg(points, support::number(g.hallOfFame.average, club::hallOfFameDecimals()))
                           : tr("rank %1, %2 points in %Ln participation(s)", nullptr, g.hallOfFame.participations)
                                 .arg(g.hallOfFame.rank)
                                 .arg(points);
    }
    auto* fameLabel = new QLabel(fame, page);
    fameLabel->setObjectName(QStringLiteral("profileHallOfFame"));
    facts->addRow(tr("Hall of Fame:"), fameLabel);

    auto* chart = new RatingChart(page);
    RatingSeries series = RatingSeries::from(g);
    for (RatingSeries::Band& b : series.bands) {
        b.label = categoryText(b.label);
    }
    chart->setSeries(series, g.game.name, !g.hasRating);
    m_charts << chart;

    auto* top = new QHBoxLayout;
    top->addLayout(facts);
    top->addWidget(chart, 1);
    auto* topWidget = new QWidget(page);
    topWidget->setLayout(top);

    auto* history = new HistoryModel(page);
    history->setGameProfile(g);
    m_histories << history;
    auto* results = smallTable(page, history);
    results->setObjectName(QStringLiteral("profileResults"));
    results->sortByColumn(HistoryModel::Date, Qt::DescendingOrder);
    results->resizeColumnsToContents();
    auto* explanation = new ExplanationPanel(m_session, page);
    connect(
        results->selectionModel(), &QItemSelectionModel::currentRowChanged, explanation,
        [explanation](const QModelIndex& current) { explanation->setMatch(current.data(MatchCodeRole).toString()); });

    auto* bottom = new QSplitter(Qt::Horizontal, page);
    auto* resultsBox = new QWidget(bottom);
    auto* resultsLayout = new QVBoxLayout(resultsBox);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(new QLabel(tr("<b>Results</b> (select one to see why the rating changed)"), resultsBox));
    resultsLayout->addWidget(results);
    if (!g.armyLists.isEmpty()) {
        auto* lists = new ArmyListModel(page);
        lists->setArmyLists(g.armyLists, g.decimals);
        resultsLayout->addWidget(new QLabel(tr("<b>By army list</b>"), resultsBox));
        auto* listView = smallTable(resultsBox, lists);
        listView->setObjectName(QStringLiteral("profileArmyLists"));
        listView->setMaximumHeight(listView->verticalHeader()->defaultSectionSize() *
                                       (std::min<int>(static_cast<int>(g.armyLists.size()), 5) + 1) +
                                   8);
        resultsLayout->addWidget(listView);
    }
    bottom->addWidget(resultsBox);
    bottom->addWidget(explanation);
    bottom->setStretchFactor(0, 3);
    bottom->setStretchFactor(1, 2);

    auto* split = new QSplitter(Qt::Vertical, page);
    split->addWidget(topWidget);
    split->addWidget(bottom);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(split);
    return page;
}

} // namespace palmares::ui
