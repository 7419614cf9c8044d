// palmares-cli: the command line of Palmarès (ARCHITECTURE.md, "Command
// line"). Argument parsing and printing only; the work is core/club's.
//
// main() reads what every command shares (--help, --version, --db, --format)
// and the command word; CommandRegistry picks the command (one class per
// command under commands/), which reads the rest and runs.
//
// Exit status: 0 success, 1 a user error (message on stderr saying what and
// where), 2 a usage error.

#include "args.h"
#include "commandregistry.h"
#include "console.h"
#include "i18n/i18n.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <memory>
#include <span>

using namespace palmares;
using namespace palmares::cli;

namespace {

/// The command word of argv (the first argument that is neither an option
/// nor the value of --db or --format), to pick the application class.
QStringList commandOf(std::span<char* const> argv)
{
    QStringList words;
    for (std::size_t i = 1; i < argv.size() && words.size() < 2; ++i) {
        QByteArray a(argv[i]);
        if (a == "--db" || a == "--format") {
            ++i;
        } else if (!a.startsWith("-")) {
            words << QString::fromLocal8Bit(a);
        }
    }
    return words;
}

/// Qt's own message handler, which quietRuntimeDir passes the rest to.
QtMessageHandler& defaultHandler()
{
    static QtMessageHandler handler = nullptr;
    return handler;
}

/// Qt on the offscreen platform warns that XDG_RUNTIME_DIR is not set (and
/// then uses a folder of its own): harmless for printing, and stderr is
/// kept for what the person must read.
void quietRuntimeDir(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set"))) {
        return;
    }
    defaultHandler()(type, context, message);
}

/// --format for the tables; a command that prints sheets checks it itself.
club::Tabular::Format tableFormat(const QString& formatText, const Command* command)
{
    if (formatText == QLatin1String("csv")) {
        return club::Tabular::Format::Csv;
    }
    if (formatText == QLatin1String("json")) {
        return club::Tabular::Format::Json;
    }
    if (formatText != QLatin1String("table") && (command == nullptr || !command->printsSheets())) {
        throw UsageError{QStringLiteral("--format '%1' is not one of table, csv, json").arg(formatText)};
    }
    return club::Tabular::Format::Table;
}

} // namespace

int main(int argc, char* argv[])
{
    const CommandRegistry registry;
    // A report lays text out with fonts, which takes a QGuiApplication; the
    // offscreen platform lets it run with no display.
    const Command* named = registry.named(commandOf({argv, static_cast<std::size_t>(argc)}));
    const bool printing = named != nullptr && named->printsSheets();
    if (printing && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    if (printing) {
        defaultHandler() = qInstallMessageHandler(quietRuntimeDir);
    }
    std::unique_ptr<QCoreApplication> application =
        printing ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    if (printing) {
        palmares::i18n::install(QLocale::system());
    } else {
        palmares::i18n::installEnglishPlurals(); // the core's counted messages: "1 problem", "2 problems"
    }
    QCoreApplication::setApplicationName(QStringLiteral("palmares-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PALMARES_VERSION));

    Args args(QCoreApplication::arguments().mid(1));
    try {
        if (args.flag(QStringLiteral("--help")) || args.flag(QStringLiteral("-h"))) {
            printOut(registry.helpOf(commandOf({argv, static_cast<std::size_t>(argc)})).toUtf8());
            return ExitOk;
        }
        if (args.flag(QStringLiteral("--version"))) {
            printOut(QStringLiteral("palmares-cli %1 (Qt %2)\n")
                         .arg(QStringLiteral(PALMARES_VERSION), QString::fromLatin1(qVersion()))
                         .toUtf8());
            return ExitOk;
        }
        const QString db = args.option(QStringLiteral("--db")).value_or(qEnvironmentVariable("PALMARES_DB"));
        const QString formatText = args.option(QStringLiteral("--format")).value_or(QStringLiteral("table"));
        const QString word = args.positional(QStringLiteral("a command"));
        if (word == QLatin1String("help")) {
            const bool all = args.flag(QStringLiteral("--all"));
            const QStringList words = args.positionals();
            args.done();
            printOut((all ? registry.allHelp() : registry.helpOf(words)).toUtf8());
            return ExitOk;
        }
        const bool confirmClosed = args.flag(QStringLiteral("--confirm-closed-seasons"));
        const Command& command = registry.pick(word, args);
        Invocation invocation{args, db, tableFormat(formatText, &command), formatText, confirmClosed};
        return command.run(invocation);
    } catch (const UsageError& e) {
        printErr(QStringLiteral("palmares-cli: %1\nRun 'palmares-cli --help' for the commands.").arg(e.message));
        return ExitUsage;
    }
}
