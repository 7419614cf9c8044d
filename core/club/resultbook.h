#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "matchdraft.h"
#include "rerater.h"
#include "rulebook.h"
#include "status.h"

#include <QList>

#include <optional>

namespace palmares::club {

struct Directory;

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
    /// Deletes a match; with `expectedVersion` (not 0), only if nobody saved
    /// it since that version was read (else Status::stale).
    Status deleteMatch(const QString& code, int expectedVersion = 0);
    Expected<MatchDraft> matchDraft(const QString& code);

private:
    /// Inside a transaction: adds the draft's unknown players to the club and
    /// to `dir` when `create`, else reports them.
    bool addMissingPlayers(const MatchDraft& draft, Directory& dir, bool create, Status& status);

    ClubContext& m_context;
    RuleBook& m_rules;
    Rerater& m_rerater;
};

} // namespace palmares::club
