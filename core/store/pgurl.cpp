#include "pgurl.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <libpq-fe.h>

#include <memory>

namespace palmares::store {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::store::Database)
};

/// A value quoted for a libpq connection string: between single quotes,
/// with its backslashes and quotes escaped.
QString quoted(QString value)
{
    value.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    value.replace(QLatin1Char('\''), QStringLiteral("\\'"));
    return QLatin1Char('\'') + value + QLatin1Char('\'');
}

struct FreeOptions {
    void operator()(PQconninfoOption* options) const { PQconninfoFree(options); }
};

} // namespace

bool connectionBroken(void* handle)
{
    return handle != nullptr && PQstatus(static_cast<PGconn*>(handle)) == CONNECTION_BAD;
}

bool isPostgresqlUrl(const QString& location)
{
    return location.startsWith(QLatin1String("postgresql://")) || location.startsWith(QLatin1String("postgres://"));
}

QString shownLocation(const QString& location)
{
    if (!isPostgresqlUrl(location)) {
        return location;
    }
    // By pattern, not by QUrl: a malformed URL is shown without its
    // password too. The user part ends at the last '@' before the path.
    static const QRegularExpression userPassword(QStringLiteral("^(postgres(?:ql)?://[^/?#@:]*):[^/?#]*@"));
    static const QRegularExpression passwordParameter(QStringLiteral("([?&])password=[^&#]*&?"));
    QString shown = location;
    shown.replace(userPassword, QStringLiteral("\\1@"));
    shown.replace(passwordParameter, QStringLiteral("\\1"));
    if (shown.endsWith(QLatin1Char('?')) || shown.endsWith(QLatin1Char('&'))) {
        shown.chop(1);
    }
    return shown;
}

std::optional<QString> postgresqlOptions(const QString& url, QString& problem)
{
    char* message = nullptr;
    const std::unique_ptr<PQconninfoOption, FreeOptions> options(PQconninfoParse(url.toUtf8().constData(), &message));
    if (!options) {
        const QString why = message != nullptr ? QString::fromUtf8(message).trimmed() : QString();
        PQfreemem(message);
        problem = Text::tr("'%1' is not a PostgreSQL URL that Palmarès can use (%2); its form is "
                           "postgresql://user@host:port/dbname, with libpq's parameters after '?' "
                           "(sslmode=verify-full&sslrootcert=FILE…)")
                      .arg(shownLocation(url), why);
        return std::nullopt;
    }
    QStringList settings;
    bool timeout = false;
    // libpq's array of options ends with a null keyword: walked as C's.
    // NOLINTNEXTLINE(cppcoreguidelines-pro-bounds-pointer-arithmetic)
    for (const PQconninfoOption* o = options.get(); o->keyword != nullptr; ++o) {
        if (o->val == nullptr) {
            continue;
        }
        const QString keyword = QString::fromLatin1(o->keyword);
        const QString value = QString::fromUtf8(o->val);
        if (value.contains(QLatin1Char(';'))) {
            // Qt's driver reads ';' as the separator of its options.
            problem = Text::tr("the parameter %1 of %2 holds a ';', which Palmarès cannot pass on to the server")
                          .arg(keyword, shownLocation(url));
            return std::nullopt;
        }
        timeout = timeout || keyword == QLatin1String("connect_timeout");
        settings << keyword + QLatin1Char('=') + quoted(value);
    }
    if (!timeout) {
        settings << QStringLiteral("connect_timeout=10");
    }
    return settings.join(QLatin1Char(';'));
}

} // namespace palmares::store
