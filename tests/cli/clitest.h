#pragma once

// What the CLI tests share: running the real palmares-cli (its path comes
// from CMake as PALMARES_CLI), reading CSV and text-table output, and
// generating result files.

#include <QByteArray>
#include <QCryptographicHash>
#include <QFile>
#include <QList>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <initializer_list>

namespace palmares::test {

/// The SHA-256 of a file's bytes in hex ("?" when it cannot be read): a club
/// file compared before and after a command that must leave it as it was.
/// The one file hash of the CLI tests.
inline QByteArray fileSha256(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex()
                                       : QByteArray("?");
}

/// Test data in UTF-8 (the sources are UTF-8; QT_NO_CAST_FROM_ASCII forbids
/// the implicit conversion).
inline QString u(const char* text)
{
    return QString::fromUtf8(text);
}

inline QStringList us(std::initializer_list<const char*> texts)
{
    QStringList list;
    for (const char* t : texts) {
        list << QString::fromUtf8(t);
    }
    return list;
}

/// One run of palmares-cli.
struct CliRun {
    int code = -1;   ///< the exit code; -1 when it did not start, crashed or hung (see problem)
    QByteArray out;  ///< stdout
    QByteArray err;  ///< stderr
    QString problem; ///< why code is -1
    [[nodiscard]] QString outText() const { return QString::fromUtf8(out); }
    [[nodiscard]] QString errText() const { return QString::fromUtf8(err); }
};

inline QString cliPath()
{
    return QStringLiteral(PALMARES_CLI);
}

/// The test's own environment without PALMARES_DB, so only what a test sets counts.
inline QProcessEnvironment cliEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("PALMARES_DB"));
    return env;
}

inline CliRun runCli(const QStringList& args, const QProcessEnvironment& env = cliEnvironment(), int timeoutMs = 180000)
{
    CliRun r;
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(cliPath(), args);
    if (!p.waitForStarted(30000)) {
        r.problem = QStringLiteral("cannot start %1: %2").arg(cliPath(), p.errorString());
        return r;
    }
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.problem = QStringLiteral("did not finish within %1 s").arg(timeoutMs / 1000);
    } else if (p.exitStatus() != QProcess::NormalExit) {
        r.problem = QStringLiteral("crashed");
    } else {
        r.code = p.exitCode();
    }
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// palmares-cli --db DB ARGS…
inline CliRun inClub(const QString& db, const QStringList& args)
{
    return runCli(QStringList{QStringLiteral("--db"), db} + args);
}

/// For failure messages: the command, its exit code and its output.
inline QString describe(const QStringList& args, const CliRun& r)
{
    QStringList quoted;
    for (const QString& a : args) {
        quoted << (a.contains(QLatin1Char(' ')) || a.isEmpty() ? QLatin1Char('\'') + a + QLatin1Char('\'') : a);
    }
    const auto cut = [](const QByteArray& b) {
        const QString t = QString::fromUtf8(b);
        return t.size() > 1500 ? t.left(1500) + QStringLiteral("…") : t;
    };
    return QStringLiteral("palmares-cli %1 → %2%3\n--- stdout:\n%4--- stderr:\n%5")
        .arg(quoted.join(QLatin1Char(' ')))
        .arg(r.code)
        .arg(r.problem.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(r.problem), cut(r.out), cut(r.err));
}

/// RFC 4180 reader (quotes, doubled quotes, CRLF or LF); `problem` says
/// what is malformed.
inline QList<QStringList> parseCsv(const QString& text, QString& problem)
{
    QList<QStringList> records;
    QStringList record;
    QString cell;
    bool quoted = false;
    bool afterQuote = false;
    bool any = false;
    const auto endCell = [&] {
        record << cell;
        cell.clear();
        afterQuote = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    cell += c;
                    ++i;
                } else {
                    quoted = false;
                    afterQuote = true;
                }
            } else {
                cell += c;
            }
            continue;
        }
        if (c == QLatin1Char(',')) {
            endCell();
            any = true;
        } else if (c == QLatin1Char('\r') || c == QLatin1Char('\n')) {
            if (c == QLatin1Char('\r')) {
                if (i + 1 >= text.size() || text[i + 1] != QLatin1Char('\n')) {
                    problem = QStringLiteral("a bare CR at offset %1").arg(i);
                    return {};
                }
                ++i;
            }
            endCell();
            records << record;
            record.clear();
            any = false;
        } else if (c == QLatin1Char('"')) {
            if (!cell.isEmpty() || afterQuote) {
                problem = QStringLiteral("a quote inside a cell at offset %1").arg(i);
                return {};
            }
            quoted = true;
            any = true;
        } else {
            if (afterQuote) {
                problem = QStringLiteral("text after a closing quote at offset %1").arg(i);
                return {};
            }
            cell += c;
            any = true;
        }
    }
    if (quoted) {
        problem = QStringLiteral("an unterminated quote");
        return {};
    }
    if (any || !cell.isEmpty()) {
        problem = QStringLiteral("the last record does not end with a line break");
        return {};
    }
    for (const QStringList& r : std::as_const(records)) {
        if (r.size() != records.first().size()) {
            problem = QStringLiteral("records of %1 and %2 cells").arg(records.first().size()).arg(r.size());
            return {};
        }
    }
    return records;
}

/// Quotes a CSV cell when needed.
inline QString csvCell(const QString& v)
{
    if (v.contains(QLatin1Char(',')) || v.contains(QLatin1Char('"')) || v.contains(QLatin1Char('\n')) ||
        v.contains(QLatin1Char('\r'))) {
        QString q = v;
        q.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        return QLatin1Char('"') + q + QLatin1Char('"');
    }
    return v;
}

} // namespace palmares::test

/// Runs palmares-cli --db DB ARGS into `var` and fails the test unless it
/// exits 0 with nothing on stderr.
#define CLI_OK(var, db, args)                    \
    const QStringList var##Args = (args);        \
    const CliRun var = inClub((db), var##Args);  \
    QVERIFY2(var.code == 0 && var.err.isEmpty(), \
             qPrintable(describe(QStringList{QStringLiteral("--db"), (db)} + var##Args, var)))
