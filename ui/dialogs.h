#pragma once

/// The small dialogs of the window: a player, a merge, a game and its
/// parameters, and the report of an import before anything is written. Each
/// keeps what was typed when the club refuses it and shows why (setProblem).

#include "club/club.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QLineEdit;
class QTableWidget;

namespace palmares::ui {

class PlayerDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlayerDialog)

public:
    ~PlayerDialog() override = default;
    PlayerDialog(const QString& title, const QString& name, const QString& household, QWidget* parent = nullptr);
    [[nodiscard]] QString name() const;
    [[nodiscard]] QString household() const;
    void setProblem(const QString& text);

private:
    QLineEdit* m_name;
    QLineEdit* m_household;
    QLabel* m_problem;
};

/// Players → Starting rating…: the rating a player arrives with in a game
/// (RATING_RULES.md, "Starting ratings"), its deviation where the game's
/// rule set has one (glicko2's RD, openskill's σ), or none (Remove).
class StartingRatingDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StartingRatingDialog)

public:
    ~StartingRatingDialog() override = default;
    /// `games`: the club's games; `starts`: the player's starting ratings now.
    StartingRatingDialog(const QString& player, const QList<club::Game>& games,
                         const QList<club::StartingRating>& starts, QWidget* parent = nullptr);
    [[nodiscard]] QString game() const;
    /// The starting rating chosen; none when Remove was pressed.
    [[nodiscard]] std::optional<club::StartingRating> startingRating() const;
    void setProblem(const QString& text);

private:
    /// Shows the game's starting rating now, and whether it takes a deviation.
    void showGame();

    QString m_player;
    QList<club::Game> m_games;
    QList<club::StartingRating> m_starts;
    QComboBox* m_game;
    QDoubleSpinBox* m_rating;
    QCheckBox* m_withDeviation;
    QDoubleSpinBox* m_deviation;
    QLabel* m_problem;
    bool m_remove = false;
};

/// Settings → Dormant players: after how many months without a match of a
/// game a player is set aside in its standings, or never (the club's
/// setting, Rankings::setDormantAfterMonths).
class DormancyDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DormancyDialog)

public:
    ~DormancyDialog() override = default;
    /// `months`: the club's setting now (0 = never).
    explicit DormancyDialog(int months, QWidget* parent = nullptr);
    /// The setting chosen: months, 0 = never.
    [[nodiscard]] int months() const;
    [[nodiscard]] QCheckBox* enabledBox() const { return m_enabled; }
    [[nodiscard]] QSpinBox* monthsBox() const { return m_months; }
    void setProblem(const QString& text);

private:
    QCheckBox* m_enabled;
    QSpinBox* m_months;
    QLabel* m_problem;
};

class MergeDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MergeDialog)

public:
    ~MergeDialog() override = default;
    MergeDialog(const QStringList& players, const QString& selected, QWidget* parent = nullptr);
    [[nodiscard]] QString from() const;
    [[nodiscard]] QString into() const;
    void setProblem(const QString& text);

private:
    QComboBox* m_from;
    QComboBox* m_into;
    QLabel* m_problem;
};

/// A new game: name, rule set, and its parameters with their defaults shown.
class GameDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameDialog)

public:
    ~GameDialog() override = default;
    explicit GameDialog(QWidget* parent = nullptr);
    [[nodiscard]] QString name() const;
    [[nodiscard]] rating::System system() const;
    /// Only the values that differ from the rule set's defaults.
    [[nodiscard]] QMap<QString, QString> changedParameters() const;
    void setProblem(const QString& text);

private:
    void showParameters();
    QLineEdit* m_name;
    QComboBox* m_system;
    QTableWidget* m_params;
    QLabel* m_problem;
};

/// The parameters of an existing game; saving warns that the whole history
/// of the game is re-rated.
class ParametersDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParametersDialog)

public:
    ~ParametersDialog() override = default;
    ParametersDialog(const club::Game& game, const QList<rating::Parameter>& parameters, QWidget* parent = nullptr);
    /// Parameters whose text changed (an empty text = back to the default).
    [[nodiscard]] QMap<QString, QString> changedValues() const;
    /// Whether every rating starts afresh at the first day of each season
    /// (the box as ticked).
    [[nodiscard]] bool freshStartEachSeason() const;
    void setProblem(const QString& text);

private:
    QList<rating::Parameter> m_parameters;
    QTableWidget* m_table;
    QCheckBox* m_freshStart;
    QLabel* m_problem;
};

/// What an import would add (the dry run), or every error with its line and
/// column; Import is offered only when the file is clean.
class ImportReportDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImportReportDialog)

public:
    ~ImportReportDialog() override = default;
    /// exec() returns this when the person asked for the assistant (`offerAssistant`).
    static constexpr int AssistantRequested = 2;
    ImportReportDialog(const club::ImportReport& report, const QString& path, QWidget* parent = nullptr,
                       bool offerAssistant = false);
    [[nodiscard]] QString text() const;

private:
    QString m_text;
};

/// "These are the first 50 of 2,000 problems." when the report holds only
/// the first of the problems found; "" otherwise.
QString importProblemsShown(const club::ImportReport& report);

/// What an import would add, or every problem with its line and column, as
/// HTML: the report dialog and the import assistant's last page show it.
QString importReportHtml(const club::ImportReport& report);

/// The role of a parameter table's first column holding the parameter's key.
inline constexpr int ParameterKeyRole = Qt::UserRole + 1;

/// Fills a parameter table: the parameter in words (its key in the tooltip
/// and under ParameterKeyRole), value (editable), default.
void fillParameterTable(QTableWidget* table, const QList<rating::Parameter>& parameters);

} // namespace palmares::ui
