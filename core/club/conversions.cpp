#include "conversions.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Conversions)
};

} // namespace

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString fromMessage(const rating::Message& message)
{
    return Problem{bareMessage(message), {}, 0, 0, namedFields(message)}.withColumns();
}

QStringList namedFields(const rating::Message& message)
{
    QStringList keys;
    for (const rating::Field f : message.named) {
        keys << fromStd(rating::fieldKey(f));
    }
    return keys;
}

QString bareMessage(const rating::Message& message)
{
    const QString text = QCoreApplication::translate(rating::MessageContext, message.text);
    QString out;
    out.reserve(text.size() + 16 * static_cast<qsizetype>(message.args.size()));
    qsizetype i = 0;
    while (i < text.size()) {
        if (text[i] == u'%' && i + 1 < text.size() && text[i + 1] >= u'1' && text[i + 1] <= u'9') {
            auto marker = static_cast<std::size_t>(text[i + 1].unicode() - u'0');
            qsizetype length = 2;
            if (i + 2 < text.size() && text[i + 2] >= u'0' && text[i + 2] <= u'9') {
                marker = marker * 10 + static_cast<std::size_t>(text[i + 2].unicode() - u'0');
                length = 3;
            }
            if (marker <= message.args.size()) {
                out += fromStd(message.args[marker - 1]);
                i += length;
                continue;
            }
        }
        out += text[i];
        ++i;
    }
    return out;
}

Status staleMatch(const QString& code)
{
    Status s =
        Status::failure(Text::tr("match %1 was changed by someone else since you opened it; reload it").arg(code));
    s.stale = true;
    return s;
}

Status noSuchMatch(const QString& code)
{
    return Status::failure(Text::tr("there is no match '%1'").arg(code), Field{Field::Kind::Match});
}

QString paramsToJson(const QMap<QString, QString>& params)
{
    QJsonObject o;
    for (auto it = params.cbegin(); it != params.cend(); ++it) {
        o.insert(it.key(), it.value());
    }
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QMap<QString, QString> paramsFromJson(const QString& json)
{
    QMap<QString, QString> params;
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        params.insert(it.key(), it.value().toString());
    }
    return params;
}

Game toGame(const store::GameRecord& r)
{
    Game g;
    g.id = r.id;
    g.name = r.name;
    g.system = rating::systemFromKey(r.system.toStdString()).value_or(rating::System::Points);
    g.params = paramsFromJson(r.params);
    g.freshStartEachSeason = r.freshStart;
    return g;
}

Player toPlayer(const store::PlayerRecord& r)
{
    return {r.id, r.name, r.household, r.active, r.notes};
}

store::PlayerRecord toRecord(const Player& p)
{
    return {p.id, p.name, p.household, p.active, p.notes};
}

store::Database::OpenMode toStore(OpenMode mode)
{
    switch (mode) {
    case OpenMode::Existing:
        return store::Database::OpenMode::Existing;
    case OpenMode::Create:
        return store::Database::OpenMode::Create;
    }
    return store::Database::OpenMode::Existing;
}

QString dayAfter(const QDate& date)
{
    // Qt writes no ISO date past year 9999 (an empty text, before every
    // date-time: a range to 9999-12-31 held nothing).
    const QDate next = date.addDays(1);
    return next.year() > 9999 ? afterEveryDay() : next.toString(Qt::ISODate);
}

QString afterEveryDay()
{
    return QStringLiteral("9999-12-32");
}

bool integralSystem(rating::System system)
{
    return rating::makeRuleSet(system)->describe().integral;
}

int displayDecimals(rating::System system)
{
    return rating::makeRuleSet(system)->describe().decimals;
}

QString reasonKey(const rating::Step& step)
{
    return step.invalid ? QStringLiteral("invalid") : fromStd(rating::unratedReasonKey(step.reason));
}

} // namespace palmares::club
