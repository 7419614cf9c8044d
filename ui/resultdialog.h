#pragma once

/// One dialog to enter, correct or delete a result of any rule set. It shows
/// only the fields the game's rule set needs, checks every field as the person
/// types (the reason beside the field, Save disabled while something is
/// wrong), and beside the form previews what saving would do: each
/// participant's rating before → after and expected result, how many later
/// matches will be re-rated and whose rank moves. The preview is computed by
/// core/club with the very code that saves (Club::preview).

#include "club/club.h"
#include "club/names.h"

#include <QDateTime>
#include <QDialog>
#include <QSet>
#include <QStringList>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStringListModel;
class QTimer;

namespace palmares::ui {

class DateField;

class ParticipantTable;
class PreviewPanel;
class Session;

/// The table of an event's round whose result the dialog enters (issue 42):
/// its game, its players in seat order, the day of the round.
struct EventTableEntry {
    QString event;
    int round = 0;
    int table = 0;
    QString game;
    QDateTime playedAt;  ///< the event's day for the round (club::Event::playedAt)
    QStringList players; ///< in seat order
};

class ResultDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultDialog)

public:
    enum class Mode { Add, Edit, Delete };

    /// Add: a new result of `game` (may be empty); Edit and Delete: the match `code`.
    ResultDialog(Session& session, Mode mode, const QString& gameOrCode, QWidget* parent = nullptr);
    /// Add: the result of an event's table (resultdialogtable.cpp): its game
    /// and players fixed, the round's day, saved through the events service
    /// so that the match carries its event, round and table.
    ResultDialog(Session& session, const EventTableEntry& table, QWidget* parent = nullptr);
    ~ResultDialog() override;

    /// The draft as the form holds it now; std::nullopt while a field does not parse.
    [[nodiscard]] std::optional<club::MatchDraft> draft() const;
    /// The preview shown (after the last computation), if any.
    [[nodiscard]] const std::optional<club::Preview>& preview() const { return m_preview; }
    /// Messages shown beside fields, by field (participant 2, the date; None = general).
    [[nodiscard]] QMap<club::Field, QString> problems() const { return m_problems; }
    [[nodiscard]] bool canSave() const;
    /// The text of the Save button ("Save", "Save as unrated", "Delete").
    [[nodiscard]] QString saveText() const;
    /// Computes the preview now instead of after the typing pause (tests).
    void refreshNow();
    /// Puts a draft in the form (a result to correct, an example to show).
    void setDraft(const club::MatchDraft& draft) { fill(draft); }
    /// Participant rows shown.
    [[nodiscard]] int participantCount() const;

Q_SIGNALS:
    /// A result was saved (Ctrl+Enter keeps the dialog open for the next one).
    void saved(const QString& code);

public Q_SLOTS:
    /// Cancel, Escape, the window's close button: a form with something
    /// entered since it opened (or since the last save) asks before it is
    /// discarded (issue 20).
    void reject() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void buildForm();
    /// Shows `game`'s fields. `switched`: the person chose another game, and
    /// the participant rows become what its rule set takes (their number
    /// when it does not take the rows shown, the names typed kept).
    void setGame(const QString& game, bool switched = false);
    /// Shows the fields of the game's rule set, in every row.
    void showFields();
    /// Ranks the result itself gives (a battle's morale lost, a draw entered)
    /// are set in the rank fields, which are then not for typing.
    void followResult();
    void fill(const club::MatchDraft& d);
    void scheduleRefresh();
    /// After the typing pause: the form checked here, the preview computed
    /// by the club's worker and shown when it comes.
    void refresh();
    /// Checks what the form itself can tell (m_problems); the change to
    /// preview when it is complete.
    std::optional<std::pair<club::ChangeKind, club::MatchDraft>> checkForm();
    /// Shows `preview` and its problems beside the form's.
    void showPreviewOf(club::Expected<club::Preview> preview);
    /// Adds the problems of `status` to those shown beside their fields.
    void addProblems(const club::Status& status);
    void showProblems();
    /// Shows each participant's problem, or what a new name is; the fields
    /// placed so.
    QList<club::Field> showRowProblems();
    void showPreview();
    bool save(bool next);
    /// Saves the form as the result of m_table: the match's code, or the
    /// refusal (the table entered or seated otherwise meanwhile), shown in
    /// the form as the preview's problems are.
    club::Expected<QString> saveToTable();
    /// A date after today is asked about (a slip of the calendar, or a
    /// result entered ahead); true to save.
    bool futureDateConfirmed();
    /// Each new name a letter or two from a club player's ("Denis Garrier"
    /// beside Denis Garnier: names::closeNames) asked about before it becomes
    /// a new player: the club's player used, or a new player confirmed;
    /// false when the person cancels.
    bool nearNamesAnswered();
    /// A save refused because the result changed elsewhere: offers to reload it.
    void offerReload(const club::Status& status);
    void startNext();
    /// Every value of the form, to tell whether something was entered.
    [[nodiscard]] QStringList formValues() const;
    [[nodiscard]] rating::System system() const;
    /// Takes the club's players: every name, and the active ones for completion.
    void showPlayers(const QList<club::Player>& players);
    /// The outcome levels the rule set offers, after "from the morale lost".
    void setOutcomes(const std::vector<rating::Outcome>& outcomes);

    Session& m_session;
    Mode m_mode;
    QString m_code;                         ///< the match edited or deleted
    std::optional<EventTableEntry> m_table; ///< the event's table whose result this is
    std::optional<club::MatchDraft> m_original;
    QList<club::Game> m_games;
    std::unique_ptr<rating::RuleSet> m_rules; ///< the game's, with the club's parameters (setGame)
    bool m_ranksFromResult = false;           ///< the ranks shown follow the result (followResult)
    QList<int> m_typedRanks;                  ///< the ranks as they were before they followed the result
    QStringList m_namesSetAside;              ///< by row: names of rows another game did not take (setGame)
    QSet<QString> m_knownPlayers;
    QSet<QString> m_newConfirmed;             ///< new names close to a player's, confirmed new (nearNamesAnswered)
    club::names::Lookalikes m_lookalikes;     ///< the club's names, to say who a new name looks like
    QStringList m_pristine;                   ///< formValues() when the form was last as opened or saved
    QStringListModel* m_completion = nullptr; ///< active players, shared by every player field

    QComboBox* m_game = nullptr;
    QLabel* m_gameProblem = nullptr;
    DateField* m_date = nullptr;
    QLabel* m_dateProblem = nullptr;
    QLineEdit* m_matchCode = nullptr;
    QLabel* m_codeProblem = nullptr;
    QLabel* m_dealsLabel = nullptr;
    QSpinBox* m_deals = nullptr;
    QLabel* m_durationLabel = nullptr;
    QSpinBox* m_duration = nullptr;
    QLabel* m_outcomeLabel = nullptr;
    QComboBox* m_outcome = nullptr;
    QCheckBox* m_void = nullptr;
    ParticipantTable* m_participants = nullptr;
    QLabel* m_general = nullptr;
    PreviewPanel* m_previewPanel = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_saveNext = nullptr;
    QTimer* m_timer = nullptr;

    std::optional<club::Preview> m_preview;
    quint64 m_previewsAsked = 0;   ///< a preview computed for an older ask is not shown
    bool m_previewCurrent = false; ///< m_preview and m_problems are those of the form as it is
    QMap<club::Field, QString> m_problems;
    bool m_filling = false;
};

} // namespace palmares::ui
