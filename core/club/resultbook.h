#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "matchdraft.h"
#include "rerater.h"
#include "rulebook.h"
#include "status.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace palmares::club {

struct Directory;

/// What a save of a match wrote: its code, its row version, and the players
/// entered with it that the club did not know (added by the save).
struct SavedMatch {
    QString code;
    int version = 0;
    QStringList newPlayers;
};

/// The club's results: checking, recording, editing and deleting a match,
/// each re-rating its game from the match onward in the same transaction.
class ResultBook
{
public:
    ResultBook(ClubContext& context, RuleBook& rules, Rerater& rerater)
        : m_context(context),
          m_rules(rules),
          m_rerater(rerater)
    {}

    /// Checks a draft; every problem names its field.
    QList<Problem> validate(const MatchDraft& entered, qint64 replacing = 0);
    /// Records a match (creating unknown players when `createPlayers`),
    /// re-rates its game from it onward; returns the match code.
    Expected<QString> recordMatch(const MatchDraft& entered, bool createPlayers = false);
    /// Replaces a match (creating unknown players when `createPlayers`) and
    /// re-rates from the earlier of its old and new places. A draft with a
    /// version is refused (Status::stale) unless the match is still at that
    /// version; returns the version written.
    Expected<int> editMatch(const QString& code, const MatchDraft& draft, bool createPlayers = false);
    /// recordMatch and editMatch, saying all the save wrote (the window's
    /// undo removes the players it added). One read of the players and
    /// games per save, one normalisation of the draft.
    Expected<SavedMatch> record(const MatchDraft& entered, bool createPlayers = false);
    Expected<SavedMatch> edit(const QString& code, const MatchDraft& draft, bool createPlayers = false);
    /// Deletes a match; with `expectedVersion` (not 0), only if nobody saved
    /// it since that version was read (else Status::stale).
    Status deleteMatch(const QString& code, int expectedVersion = 0);
    Expected<MatchDraft> matchDraft(const QString& code);

private:
    /// Inside a transaction: adds the draft's unknown players to the club and
    /// to `dir` (and their names to `added`) when `create`, else reports them.
    bool addMissingPlayers(const MatchDraft& draft, Directory& dir, bool create, Status& status, QStringList& added);
    /// The problems of `draft` (normalised) against the club's players and
    /// games in `dir`; `replacing`: the match an edit replaces.
    QList<Problem> problemsOf(const MatchDraft& draft, const Directory& dir, qint64 replacing = 0);

    ClubContext& m_context;
    RuleBook& m_rules;
    Rerater& m_rerater;
};

} // namespace palmares::club
