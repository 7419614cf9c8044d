#include "comparedialog.h"

#include "clubreads.h"
#include "models/backtestmodel.h"
#include "models/filterproxy.h"
#include "models/gamesmodel.h"
#include "session.h"
#include "texts.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QTableView>
#include <QValueAxis>
#include <QVBoxLayout>

#include <optional>

namespace palmares::ui {

CompareDialog::CompareDialog(Session& session, const QString& game, QWidget* parent)
    : QDialog(parent),
      m_session(session),
      m_game(new QComboBox(this)),
      m_trialSystem(new QComboBox(this)),
      m_trialParams(new QLineEdit(this)),
      m_summary(new QLabel(this)),
      m_problem(new QLabel(this)),
      m_view(new QTableView(this)),
      m_model(new BacktestModel(this)),
      m_chartHolder(new QWidget(this))
{
    setWindowTitle(tr("Compare rule sets"));
    for (const club::Game& g : reads::games(m_session)) {
        m_game->addItem(g.name);
    }
    m_game->setCurrentText(game);
    m_trialSystem->addItem(tr("no trial"), -1);
    for (int s = 0; s < rating::SystemCount; ++s) {
        m_trialSystem->addItem(GamesModel::ruleSetName(static_cast<rating::System>(s)), s);
    }
    m_trialParams->setPlaceholderText(tr("e.g. k_low=24, start=1000"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    auto* runButton = new QPushButton(tr("&Compare"), this);
    runButton->setDefault(true);

    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Game:"), this));
    bar->addWidget(m_game);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Also try:"), this));
    bar->addWidget(m_trialSystem);
    bar->addWidget(m_trialParams, 1);
    bar->addWidget(runButton);

    auto* proxy = new FilterProxy(this);
    proxy->setSourceModel(m_model);
    m_view->setModel(proxy);
    m_view->setSortingEnabled(true);
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->verticalHeader()->hide();
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->horizontalHeader()->setStretchLastSection(true);

    auto* note = new QLabel(tr("Before each match, each rule set predicts who finishes ahead in every pair of "
                               "players; lower Brier score and log loss are better. A trial never changes the "
                               "game: change its parameters in the Games tab once you have decided."),
                            this);
    note->setWordWrap(true);
    auto* chartLayout = new QVBoxLayout(m_chartHolder);
    chartLayout->setContentsMargins(0, 0, 0, 0);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_problem);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_chartHolder, 2);
    layout->addWidget(note);
    layout->addWidget(buttons);
    resize(1000, 720);
    connect(runButton, &QPushButton::clicked, this, &CompareDialog::run);
    connect(m_game, &QComboBox::currentTextChanged, this, &CompareDialog::run);
}

CompareDialog::~CompareDialog() = default;

QString CompareDialog::problem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

bool CompareDialog::run()
{
    club::BacktestRequest request;
    request.game = m_game->currentText();
    const int trial = m_trialSystem->currentData().toInt();
    if (trial >= 0) {
        // Every rule set as the club has it, plus the trial.
        const auto g = m_session.readNow<club::Expected<club::Game>>(
            [game = request.game](club::Club& club) { return club.catalogue().game(game); });
        request.candidates = club::everyRuleSet(g ? g->system : rating::System::Points);
        club::BacktestCandidate t;
        t.system = static_cast<rating::System>(trial);
        const std::string_view key = rating::systemKey(t.system);
        t.name =
            QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())) + QStringLiteral("@") + tr("trial");
        for (const QString& item : m_trialParams->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const qsizetype eq = item.indexOf(QLatin1Char('='));
            if (eq <= 0) {
                m_problem->setText(tr("Write the parameters as key=value, separated by commas."));
                m_problem->show();
                return false;
            }
            t.params.insert(item.left(eq).trimmed(), item.mid(eq + 1).trimmed());
        }
        request.candidates.append(t);
    }
    // Every rule set replays the game's whole history: seconds on a large
    // club, in the worker with a progress bar and Cancel.
    std::optional<club::Expected<club::BacktestReport>> done;
    const club::Status ran = m_session.inBackground(
        [&done, &request](club::Club& c) {
            done.emplace(c.backtester().backtest(request));
            return club::Status();
        },
        tr("Comparing the rule sets…"));
    if (!ran.ok()) {
        m_problem->setText(texts::problem(ran));
        m_problem->show();
        return false;
    }
    const auto& report = *done;
    if (!report) {
        m_problem->setText(texts::problem(report.status()));
        m_problem->show();
        return false;
    }
    m_problem->hide();
    m_model->setReport(*report);
    QString summary = m_model->summary();
    for (const auto& [name, why] : report->excluded) {
        const auto system = rating::systemFromKey(name.section(QLatin1Char('@'), 0, 0).toStdString());
        summary +=
            QStringLiteral("\n") + tr("%1 cannot rate this game: %2")
                                       .arg(system ? GamesModel::ruleSetName(*system) : name, texts::problem(why));
    }
    m_summary->setText(summary);
    m_view->resizeColumnsToContents();
    showCalibration();
    return true;
}

void CompareDialog::showCalibration()
{
    qDeleteAll(m_chartHolder->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly));
    auto* chart = new QChart;
    chart->setTitle(tr("Calibration: predicted probability against how often it happened"));
    auto* diagonal = new QLineSeries;
    diagonal->setName(tr("perfect"));
    diagonal->append(0, 0);
    diagonal->append(1, 1);
    QPen pen(Qt::gray);
    pen.setStyle(Qt::DashLine);
    diagonal->setPen(pen);
    chart->addSeries(diagonal);
    for (const club::BacktestRow& r : m_model->report().rows) {
        if (r.coinFlip) {
            continue;
        }
        auto* series = new QLineSeries;
        series->setName(m_model->rowName(r));
        for (const club::CalibrationDecile& d : r.calibration) {
            if (d.count > 0) {
                series->append(d.predictedMean, d.observedFrequency);
            }
        }
        series->setPointsVisible(true);
        chart->addSeries(series);
    }
    auto* x = new QValueAxis;
    x->setRange(0, 1);
    x->setTitleText(tr("predicted"));
    auto* y = new QValueAxis;
    y->setRange(0, 1);
    y->setTitleText(tr("observed"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    auto* view = new QChartView(chart, m_chartHolder);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(280);
    m_chartHolder->layout()->addWidget(view);
}

} // namespace palmares::ui
