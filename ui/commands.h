#pragma once

/// Every change the window makes, as an undoable command calling core/club
/// (ARCHITECTURE.md: the GUI's undo stack and the CLI share one code path —
/// the commands only pair each Club operation with its inverse).

#include "club/club.h"
#include "club/event.h"

#include <QCoreApplication>
#include <QHash>
#include <QUndoCommand>

#include <optional>

namespace palmares::ui {

class Session;

/// One step of a change (its apply or its revert) as the club's worker runs
/// it: what it reads of the window's bookkeeping (the versions this window
/// last wrote, copied before the step) and what it learnt, which the
/// window's thread records once the step is done (Change::learn,
/// Session::record). A step writes nothing else: the command and the
/// session belong to the window's thread.
class Step
{
public:
    explicit Step(QHash<QString, int> versions) : m_versions(std::move(versions)) {}

    /// The version of `match` (its code) as this window last wrote it, or as
    /// this step wrote it (0: none yet).
    [[nodiscard]] int version(const QString& match) const { return m_versions.value(match); }
    /// The step wrote `match` (its code) at `version`.
    void wrote(const QString& match, int version)
    {
        m_versions.insert(match, version);
        m_written.insert(match, version);
    }
    /// The versions the step wrote, by match code.
    [[nodiscard]] const QHash<QString, int>& written() const { return m_written; }

    /// The command's text from now on (empty: as it was).
    QString text;
    /// The code a result was recorded under.
    QString code;
    /// Players the apply added, entered inline (undo removes them again).
    std::optional<QStringList> newPlayers;
    /// The club's dormancy setting the step replaced.
    std::optional<int> dormancyBefore;
    /// What undoes the merge the step made.
    std::optional<club::MergeRecord> merged;
    /// The starting rating the step replaced or removed (inner empty: none).
    std::optional<std::optional<club::StartingRating>> startingRatingBefore;

private:
    QHash<QString, int> m_versions;
    QHash<QString, int> m_written;
};

/// A change of the club with its inverse. Session::run applies it once; the
/// undo stack then calls revert() and apply() again.
///
/// apply() and revert() run in the club's worker thread and are const: what
/// they learn goes into their Step, which the window's thread hands to
/// learn() once the step went through (ARCHITECTURE.md, "The window").
class Change : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(palmares::ui::Change)

public:
    explicit Change(const QString& text) { setText(text); }
    Change(const Change&) = delete;
    Change& operator=(const Change&) = delete;
    Change(Change&&) = delete;
    Change& operator=(Change&&) = delete;
    ~Change() override = default;

    virtual club::Status apply(club::Club& club, Step& step) const = 0;
    virtual club::Status revert(club::Club& club, Step& step) const = 0;
    /// Records what a step that went through learnt (the window's thread).
    /// The text it names; the commands that keep more add theirs.
    virtual void learn(const Step& step);

    /// The person confirmed that this change (and its undo and redo) may
    /// change closed seasons (Session asks when the club refuses it).
    [[nodiscard]] bool closedSeasonsConfirmed() const { return m_closedSeasonsConfirmed; }
    void confirmClosedSeasons() { m_closedSeasonsConfirmed = true; }

    /// Called by the undo stack. Session::undo and Session::redo have run the
    /// step already (all of it, or, refused, nothing and the stack unmoved);
    /// reached otherwise (the stack called directly), the step runs here, and
    /// a refused one is dropped from the stack.
    void undo() final;
    void redo() final;

private:
    friend class Session;
    Session* m_session = nullptr;
    bool m_done = false; ///< the step the stack calls next already ran (Session::run, undo, redo)
    bool m_closedSeasonsConfirmed = false;
};

class AddResult final : public Change
{
public:
    explicit AddResult(club::MatchDraft draft);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;
    void learn(const Step& step) override;
    [[nodiscard]] QString code() const { return m_draft.code; }

private:
    club::MatchDraft m_draft;
    QStringList m_newPlayers; ///< entered inline: removed again by undo
};

class EditResult final : public Change
{
public:
    EditResult(const QString& code, club::MatchDraft before, club::MatchDraft after);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;
    void learn(const Step& step) override;

private:
    club::MatchDraft m_before;
    club::MatchDraft m_after;
    QStringList m_newPlayers;
    bool m_appliedOnce = false; ///< later applies name the session's version, not the one read
};

class DeleteResult final : public Change
{
public:
    explicit DeleteResult(club::MatchDraft stored);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;
    void learn(const Step& step) override;

private:
    club::MatchDraft m_stored;
    bool m_appliedOnce = false; ///< later applies name the session's version, not the one read
};

/// The result of a table of an event's round, recorded through the events
/// service (the table links it): the Events tab's keys 1, = and 0 and the
/// result dialog opened from a table. Undo deletes the match, which makes
/// the table pending again; redo records it again under the same code.
class RecordEventResult final : public Change
{
public:
    RecordEventResult(QString event, int round, int table, club::MatchDraft draft);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;
    void learn(const Step& step) override;
    /// The code of the match recorded (after a step went through).
    [[nodiscard]] QString code() const { return m_draft.code; }

private:
    QString m_event;
    int m_round;
    int m_table;
    club::MatchDraft m_draft;
};

/// A duel's table of an event settled by forfeit (who did not come), or
/// the forfeit taken back (Absent::None); undo puts back what was before.
class SetForfeit final : public Change
{
public:
    SetForfeit(QString event, int round, int table, club::Absent before, club::Absent after);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    [[nodiscard]] club::Status set(club::Club& club, club::Absent absent) const;
    QString m_event;
    int m_round;
    int m_table;
    club::Absent m_before;
    club::Absent m_after;
};

/// A bye a player asks for in a round not paired yet (or, `cancel`, one
/// taken back); undo does the other.
class AskBye final : public Change
{
public:
    AskBye(QString event, club::RequestedBye bye, bool cancel);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    [[nodiscard]] club::Status ask(club::Club& club, bool cancel) const;
    QString m_event;
    club::RequestedBye m_bye;
    bool m_cancel;
};

/// Two players of an event's last round swap seats; undo swaps them back.
class SwapSeats final : public Change
{
public:
    SwapSeats(QString event, QString a, QString b);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    QString m_event;
    QString m_a;
    QString m_b;
};

class AddPlayer final : public Change
{
public:
    AddPlayer(const QString& name, const QString& household);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    QString m_name;
    QString m_household;
};

class RenamePlayer final : public Change
{
public:
    RenamePlayer(const QString& from, const QString& to);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    QString m_from;
    QString m_to;
};

class SetHousehold final : public Change
{
public:
    SetHousehold(const QString& player, QString before, const QString& after);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    QString m_player;
    QString m_before;
    QString m_after;
};

class SetActive final : public Change
{
public:
    SetActive(const QString& player, bool active);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    QString m_player;
    bool m_active;
};

/// A player's starting rating in a game set (`after`) or removed (none);
/// undo puts back the one it replaced, learnt when applied.
class SetStartingRating final : public Change
{
public:
    SetStartingRating(const QString& player, const QString& game, std::optional<club::StartingRating> after);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;
    void learn(const Step& step) override;

private:
    QString m_player;
    QString m_game;
    std::optional<club::StartingRating> m_after;
    std::optional<club::StartingRating> m_before;
};

/// The club's dormancy setting (months; 0 = never); undo restores the one
/// it replaced, read when applied.
class SetDormancy final : public Change
{
public:
    explicit SetDormancy(int months);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;
    void learn(const Step& step) override;

private:
    int m_months;
    int m_before = club::Rankings::DefaultDormantAfterMonths;
};

class MergePlayers final : public Change
{
public:
    MergePlayers(const QString& from, const QString& into);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;
    void learn(const Step& step) override;

private:
    QString m_from;
    QString m_into;
    club::MergeRecord m_record;
};

class AddGame final : public Change
{
public:
    AddGame(const QString& name, rating::System system, const QMap<QString, QString>& params);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    QString m_name;
    rating::System m_system;
    QMap<QString, QString> m_params;
};

class RenameGame final : public Change
{
public:
    RenameGame(const QString& from, const QString& to);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    QString m_from;
    QString m_to; ///< as the club keeps it once renamed
};

/// Removes a game without results; the inverse adds it back with its rule
/// set and the parameters the club had set.
class RemoveGame final : public Change
{
public:
    explicit RemoveGame(const club::Game& game);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    club::Game m_game;
};

/// Opens a closed season again (what it kept is dropped); the inverse closes
/// it again, its standings kept as they stand then.
class ReopenSeason final : public Change
{
public:
    explicit ReopenSeason(const QString& season);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    QString m_season;
};

/// Removes an open season; the inverse defines it again (its name, days
/// and game).
class RemoveSeason final : public Change
{
public:
    explicit RemoveSeason(const club::Season& season);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    club::Season m_season;
};

/// Changes parameters, and whether the ratings start afresh each season
/// (`freshStart`: none = as it is); the inverse puts back the values the
/// club had set (or the defaults). Either way the game is re-rated.
class SetGameParameters final : public Change
{
public:
    SetGameParameters(const club::Game& game, const QMap<QString, QString>& values,
                      std::optional<bool> freshStart = std::nullopt);
    club::Status apply(club::Club& club, Step& step) const override;
    club::Status revert(club::Club& club, Step& step) const override;

private:
    QString m_game;
    QMap<QString, QString> m_before;
    QMap<QString, QString> m_after;
    bool m_freshBefore = false;
    bool m_freshAfter = false;
};

} // namespace palmares::ui
