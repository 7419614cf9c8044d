#include "playerset.h"

#include "console.h"

#include <optional>

namespace palmares::cli::commands {

namespace {

/// A number of --rating or --deviation: C notation ("1800", "1512.5").
std::optional<double> numberOf(const QString& text)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

/// The starting-rating part of `player set`: --game G with --rating R
/// [--deviation D] or --clear-rating, checked before the club is opened
/// where it can be.
struct StartingRatingOptions {
    std::optional<QString> game;
    std::optional<QString> rating;
    std::optional<QString> deviation;
    bool clear = false;

    [[nodiscard]] bool given() const { return game || rating || deviation || clear; }

    /// What is wrong with the options' combination (a usage error), or "".
    [[nodiscard]] QString usageProblem() const
    {
        if (!given()) {
            return {};
        }
        if (!game) {
            return QStringLiteral("--rating, --deviation and --clear-rating need --game");
        }
        if (clear && (rating || deviation)) {
            return QStringLiteral("--clear-rating takes no --rating nor --deviation");
        }
        if (!clear && !rating) {
            return QStringLiteral("--game needs --rating R (or --clear-rating)");
        }
        return {};
    }

    /// The change, on `c`, for player `name`.
    [[nodiscard]] club::Status apply(club::Club& c, const QString& name) const
    {
        if (clear) {
            return c.startingRatings().clearStartingRating(name, *game).status();
        }
        const auto value = numberOf(*rating);
        if (!value) {
            return club::Status::failure(QStringLiteral("--rating takes a number, not '%1'").arg(*rating),
                                         club::Field{club::Field::Kind::Rating});
        }
        std::optional<double> spread;
        if (deviation) {
            spread = numberOf(*deviation);
            if (!spread) {
                return club::Status::failure(QStringLiteral("--deviation takes a number, not '%1'").arg(*deviation),
                                             club::Field{club::Field::Kind::Deviation});
            }
        }
        return c.startingRatings().setStartingRating({name, *game, *value, spread}).status();
    }
};

} // namespace

PlayerSet::PlayerSet()
    : Command(QStringLiteral("player set"),
              QStringLiteral("NAME [--household H] [--active 0|1] [--game G (--rating R [--deviation D] | "
                             "--clear-rating)]"))
{}

int PlayerSet::run(Invocation& invocation) const
{
    const QString name = invocation.args.positional(QStringLiteral("the player's name"));
    const auto household = invocation.args.option(QStringLiteral("--household"));
    const auto active = invocation.args.option(QStringLiteral("--active"));
    if (active && *active != QLatin1String("0") && *active != QLatin1String("1")) {
        throw UsageError{QStringLiteral("--active takes 0 or 1")};
    }
    StartingRatingOptions start;
    start.game = invocation.args.option(QStringLiteral("--game"));
    start.rating = invocation.args.option(QStringLiteral("--rating"));
    start.deviation = invocation.args.option(QStringLiteral("--deviation"));
    start.clear = invocation.args.flag(QStringLiteral("--clear-rating"));
    if (const QString problem = start.usageProblem(); !problem.isEmpty()) {
        throw UsageError{problem};
    }
    return changeClub(invocation, [&](club::Club& c) {
        // One change: a refused starting rating leaves the household and
        // the activity as they were.
        return c.atomically([&]() {
            club::Status s;
            if (household) {
                s = c.roster().setHousehold(name, *household);
            }
            if (s.ok() && active) {
                s = c.roster().setActive(name, *active == QLatin1String("1"));
            }
            if (s.ok() && start.given()) {
                s = start.apply(c, name);
            }
            return s;
        });
    });
}

} // namespace palmares::cli::commands
