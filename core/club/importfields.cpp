// The fields a column of a secretary's file may hold, how a header's names
// say them, and the mapping that puts the columns in them (ImportMapping,
// saved as JSON).

#include "importfields.h"

#include "names.h"

#include "csv/nearest.h"

#include <QHash>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <initializer_list>

namespace palmares::club {

namespace importing {

const QStringList& matchFields()
{
    static const QStringList fields = {
        QStringLiteral("match"),   QStringLiteral("match_of_day"), QStringLiteral("date"),
        QStringLiteral("time"),    QStringLiteral("game"),         QStringLiteral("deals"),
        QStringLiteral("outcome"), QStringLiteral("duration_min"), QStringLiteral("void"),
    };
    return fields;
}
const QStringList& participantFieldList()
{
    static const QStringList fields = {
        QStringLiteral("player"),      QStringLiteral("rank"),        QStringLiteral("score"),
        QStringLiteral("team"),        QStringLiteral("left"),        QStringLiteral("morale"),
        QStringLiteral("morale_lost"), QStringLiteral("army_points"), QStringLiteral("turns"),
        QStringLiteral("army_list"),
    };
    return fields;
}
const QStringList& numberFields()
{
    static const QStringList fields = {
        QStringLiteral("rank"),   QStringLiteral("score"),        QStringLiteral("deals"),
        QStringLiteral("morale"), QStringLiteral("morale_lost"),  QStringLiteral("army_points"),
        QStringLiteral("turns"),  QStringLiteral("duration_min"),
    };
    return fields;
}
/// The fields that are names (RATING_RULES.md §1: neutralised for spreadsheets).
const QStringList& nameFields()
{
    static const QStringList fields = {QStringLiteral("match"), QStringLiteral("game"), QStringLiteral("player"),
                                       QStringLiteral("team"), QStringLiteral("army_list")};
    return fields;
}
const QStringList& flagFields()
{
    static const QStringList fields = {QStringLiteral("left"), QStringLiteral("void")};
    return fields;
}

QString folded(const QString& name)
{
    QString key = names::spellingKey(name);
    key.replace(QLatin1Char('_'), QLatin1Char(' ')).replace(QLatin1Char('-'), QLatin1Char(' '));
    key.remove(QLatin1Char('.'));
    return key.simplified();
}

namespace {

/// The field a header's name most likely holds, in English or French; ""
/// when none.
QString fieldOfName(const QString& foldedName)
{
    static const QHash<QString, QString> synonyms = [] {
        QHash<QString, QString> s;
        const auto add = [&](const char* field, std::initializer_list<const char*> words) {
            for (const char* w : words) {
                s.insert(QString::fromUtf8(w), QLatin1String(field));
            }
        };
        add("match", {"match", "match id", "partie", "id partie", "n partie", "numero", "no", "id", "rencontre"});
        add("match_of_day", {"table", "match of day", "n table", "numero de table", "table no", "round", "ronde"});
        add("date", {"date", "jour", "day", "date de la partie", "played", "played at", "le"});
        add("time", {"time", "heure", "hour", "h"});
        add("game", {"game", "jeu", "discipline", "jeux"});
        add("player", {"player", "joueur", "joueuse", "nom", "name", "participant", "pseudo"});
        add("rank", {"rank", "rang", "place", "classement", "position", "pos", "placement"});
        add("score", {"score", "points", "pts", "total", "resultat"});
        add("team", {"team", "equipe", "camp", "side"});
        add("deals", {"deals", "donnes", "nb donnes", "nombre de donnes"});
        add("left", {"left", "abandon", "parti", "quit", "a quitte"});
        add("morale", {"morale", "moral", "moral initial"});
        add("morale_lost", {"morale lost", "moral perdu"});
        add("outcome", {"outcome", "issue", "victoire"});
        add("army_points", {"army points", "points d'armee", "points armee"});
        add("turns", {"turns", "tours"});
        add("duration_min", {"duration", "duration min", "duree", "duree min", "minutes"});
        add("void", {"void", "annulee", "nulle et non avenue"});
        add("army_list", {"army list", "liste", "liste d'armee", "armee"});
        return s;
    }();
    return synonyms.value(foldedName);
}

} // namespace

std::optional<Slotted> parseField(const QString& text)
{
    const QString t = text.trimmed().toLower();
    const qsizetype colon = t.indexOf(QLatin1Char(':'));
    if (colon < 0) {
        if (matchFields().contains(t) || participantFieldList().contains(t)) {
            return Slotted{t, 0};
        }
        return std::nullopt;
    }
    bool ok = false;
    const int slot = t.mid(colon + 1).toInt(&ok);
    const QString field = t.left(colon);
    if (!ok || slot < 1 || !participantFieldList().contains(field)) {
        return std::nullopt;
    }
    return Slotted{field, slot};
}

QString slotted(const QString& field, int slot)
{
    return slot == 0 ? field : QStringLiteral("%1:%2").arg(field).arg(slot);
}

ImportMapping guessed(const csv::Sheet& sheet)
{
    ImportMapping mapping;
    static const QRegularExpression numbered(QStringLiteral(R"(^(.*?)\s*(\d+)$)"));
    QSet<QString> taken;
    for (const QString& name : sheet.header) {
        const QString key = folded(name);
        QString field = fieldOfName(key);
        if (field.isEmpty()) {
            if (const auto m = numbered.match(key); m.hasMatch()) {
                const QString base = fieldOfName(m.captured(1).trimmed());
                if (participantFieldList().contains(base)) {
                    field = slotted(base, m.captured(2).toInt());
                }
            }
        }
        if (!field.isEmpty() && !taken.contains(field) && parseField(field)) {
            taken.insert(field);
            mapping.columns.insert(name, field);
        }
    }
    return mapping;
}

} // namespace importing

using namespace importing; // NOLINT(google-build-using-namespace): the assistant's parts (importfields.h)

QString dateOrderKey(DateOrder order)
{
    switch (order) {
    case DateOrder::Auto:
        return QStringLiteral("auto");
    case DateOrder::YearMonthDay:
        return QStringLiteral("ymd");
    case DateOrder::DayMonthYear:
        return QStringLiteral("dmy");
    case DateOrder::MonthDayYear:
        return QStringLiteral("mdy");
    }
    return {};
}

std::optional<DateOrder> dateOrderFromKey(const QString& key)
{
    for (const DateOrder o :
         {DateOrder::Auto, DateOrder::YearMonthDay, DateOrder::DayMonthYear, DateOrder::MonthDayYear}) {
        if (dateOrderKey(o) == key.trimmed().toLower()) {
            return o;
        }
    }
    return std::nullopt;
}

QJsonObject ImportMapping::toJson() const
{
    const auto object = [](const QMap<QString, QString>& map) {
        QJsonObject o;
        for (auto it = map.cbegin(); it != map.cend(); ++it) {
            o.insert(it.key(), *it);
        }
        return o;
    };
    QJsonObject json{{QStringLiteral("columns"), object(columns)},
                     {QStringLiteral("game"), game},
                     {QStringLiteral("date_order"), dateOrderKey(dateOrder)},
                     {QStringLiteral("games"), object(games)},
                     {QStringLiteral("new_games"), object(newGames)},
                     {QStringLiteral("players"), object(players)}};
    if (encoding) {
        json.insert(QStringLiteral("encoding"), csv::encodingKey(*encoding));
    }
    if (separator) {
        json.insert(QStringLiteral("separator"), QString(*separator));
    }
    return json;
}

ImportMapping ImportMapping::fromJson(const QJsonObject& json)
{
    const auto map = [&](const char* key) {
        QMap<QString, QString> m;
        const QJsonObject o = json.value(QLatin1String(key)).toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            m.insert(it.key(), it.value().toString());
        }
        return m;
    };
    ImportMapping m;
    m.columns = map("columns");
    m.game = json.value(QLatin1String("game")).toString();
    m.dateOrder = dateOrderFromKey(json.value(QLatin1String("date_order")).toString()).value_or(DateOrder::Auto);
    m.games = map("games");
    m.newGames = map("new_games");
    m.players = map("players");
    if (json.contains(QLatin1String("encoding"))) {
        m.encoding = csv::encodingFromKey(json.value(QLatin1String("encoding")).toString());
    }
    if (const QString s = json.value(QLatin1String("separator")).toString(); s.size() == 1) {
        m.separator = s.at(0);
    }
    return m;
}

const QStringList& ImportAssistant::fields()
{
    static const QStringList all = matchFields() + participantFieldList();
    return all;
}

QList<int> ImportAssistant::undecidedColumns(const csv::Sheet& sheet, const ImportMapping& mapping)
{
    QSet<QString> said;
    for (auto it = mapping.columns.cbegin(); it != mapping.columns.cend(); ++it) {
        said.insert(it.key().simplified());
    }
    const QStringList& header = sheet.header;
    // The columns every results file has (RATING_RULES.md §1).
    static const QStringList required = {QStringLiteral("match"), QStringLiteral("date"), QStringLiteral("game"),
                                         QStringLiteral("player")};
    const bool resultsForm =
        std::all_of(required.cbegin(), required.cend(), [&](const QString& c) { return header.contains(c); });
    QList<int> undecided;
    for (int c = 0; c < header.size(); ++c) {
        const QString& name = header.at(c);
        if (!said.contains(name) && (resultsForm || !csv::nearestName(name, fields()).isEmpty())) {
            undecided.append(c);
        }
    }
    return undecided;
}

const QStringList& ImportAssistant::participantFields()
{
    return participantFieldList();
}

QString ImportAssistant::headerKey(const QStringList& header)
{
    QStringList keys;
    for (const QString& name : header) {
        keys << folded(name);
    }
    return keys.join(QChar(0x1F));
}

} // namespace palmares::club
