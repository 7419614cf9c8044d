#pragma once

/// Typed reads and writes of a club's tables, cut by table family: the
/// club's row and settings (ClubTable), players (PlayerTable), games
/// (GameTable), matches (MatchTable), the rating cache and standings
/// (RatingCache), seasons (SeasonTable), events (EventTable). ClubStore is all of them over one
/// Database. Every method runs named, bound statements of resources/sql;
/// multi-row changes are made by the caller inside one Transaction.

#include "clubtable.h"
#include "database.h"
#include "eventtable.h"
#include "gametable.h"
#include "matchtable.h"
#include "playertable.h"
#include "ratingcache.h"
#include "records.h"
#include "seasontable.h"

namespace palmares::store {

class ClubStore : public ClubTable,
                  public PlayerTable,
                  public GameTable,
                  public MatchTable,
                  public RatingCache,
                  public SeasonTable,
                  public EventTable
{
public:
    explicit ClubStore(Database& db)
        : ClubTable(db),
          PlayerTable(db),
          GameTable(db),
          MatchTable(db),
          RatingCache(db),
          SeasonTable(db),
          EventTable(db)
    {}

    Database& database() { return static_cast<ClubTable&>(*this).database(); }
};

} // namespace palmares::store
