// palmares-cli --help names the rule sets from core/rating's list, not from
// a list typed by hand (issue 41): every registered rule set, once, in order.
// Help per command (issue 44): `help COMMAND` and `COMMAND --help` print the
// command's usage, its entry of the manual page and an example, for every
// command; the manual page has an entry for each command and no other.

#include "clitest.h"

#include "rating/ruleset.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <QTest>

using namespace palmares::test;

class TestCliHelp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listsEveryRuleSet();
    void saysWhatEachRuleSetSuits();
    void everyCommandHasItsHelp();
    void helpFormsAgree();
    void manualPageNamesOnlyCommands();

private:
    /// Every command's name, read off --help: an entry's first word, and its
    /// second when `help FIRST` says the first is a group.
    static QStringList commandNames();

    /// Read once (each takes a palmares-cli run per group under ASan).
    QStringList m_names;
    /// `help --all`, one section per command.
    QStringList m_sections;
};

void TestCliHelp::initTestCase()
{
    m_names = commandNames();
    const CliRun all = runCli(us({"help", "--all"}));
    QCOMPARE(all.code, 0);
    m_sections = all.outText().split(QStringLiteral("Usage: palmares-cli "), Qt::SkipEmptyParts);
}

QStringList TestCliHelp::commandNames()
{
    const CliRun help = runCli(us({"--help"}));
    QStringList names;
    QHash<QString, bool> groups;
    for (const QString& line : help.outText().split(QLatin1Char('\n'))) {
        if (line.size() < 3 || !line.startsWith(QStringLiteral("  ")) || !line.at(2).isLower()) {
            continue;
        }
        const QStringList words = line.simplified().split(QLatin1Char(' '));
        if (!groups.contains(words[0])) {
            const CliRun group = runCli({QStringLiteral("help"), words[0]});
            groups.insert(words[0], group.outText().startsWith(QStringLiteral("The %1 commands:").arg(words[0])));
        }
        names << (groups.value(words[0]) ? words[0] + QLatin1Char(' ') + words[1] : words[0]);
    }
    return names;
}

void TestCliHelp::listsEveryRuleSet()
{
    const CliRun help = runCli(us({"--help"}));
    QVERIFY2(help.code == 0, qPrintable(describe(us({"--help"}), help)));
    // "game add"'s entry: its description says SYSTEM: and the keys, over
    // as many lines as --help breaks it into (each under column 46).
    const QStringList lines = help.outText().split(QLatin1Char('\n'));
    const auto entry = std::find_if(lines.cbegin(), lines.cend(),
                                    [](const QString& l) { return l.startsWith(QStringLiteral("  game add ")); });
    QVERIFY2(entry != lines.cend(), qPrintable(help.outText()));
    QString said = *entry;
    for (auto next = entry + 1; next != lines.cend() && next->startsWith(QString(45, QLatin1Char(' '))); ++next) {
        said += QLatin1Char(' ') + next->trimmed();
    }
    QVERIFY2(said.contains(QStringLiteral("SYSTEM: ")), qPrintable(said));
    said = said.section(QStringLiteral("SYSTEM: "), 1);
    QStringList registered;
    for (int s = 0; s < palmares::rating::SystemCount; ++s) {
        registered << QString::fromLatin1(palmares::rating::systemKey(static_cast<palmares::rating::System>(s)).data());
    }
    QCOMPARE(said.split(QRegularExpression(QStringLiteral(",?\\s+")), Qt::SkipEmptyParts), registered);
}

void TestCliHelp::saysWhatEachRuleSetSuits()
{
    // Issue 43: the rule-set list did not say which game each suits. The
    // help of "game add" says it of every key, in the rule sets' own words.
    const CliRun help = runCli(us({"help", "game", "add"}));
    QVERIFY2(help.code == 0, qPrintable(describe(us({"help", "game", "add"}), help)));
    const QString said = help.outText().simplified();
    for (int s = 0; s < palmares::rating::SystemCount; ++s) {
        const auto rules = palmares::rating::makeRuleSet(static_cast<palmares::rating::System>(s));
        const auto d = rules->describe();
        const QString line = QString::fromLatin1(d.key.data(), static_cast<qsizetype>(d.key.size())) +
                             QStringLiteral(": ") + QString::fromUtf8(d.suits);
        QVERIFY(!QString::fromUtf8(d.suits).isEmpty());
        QVERIFY2(said.contains(line), qPrintable(line + QStringLiteral(" not in:\n") + help.outText()));
    }
}

void TestCliHelp::everyCommandHasItsHelp()
{
    const QStringList& names = m_names;
    QVERIFY2(names.size() >= 50, qPrintable(names.join(QLatin1Char(','))));
    const QStringList& sections = m_sections;
    QCOMPARE(sections.size(), names.size());
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString& section = sections[i];
        const QString& name = names[i];
        QVERIFY2(section.startsWith(name + QLatin1Char(' ')) || section.startsWith(name + QLatin1Char('\n')),
                 qPrintable(name + QStringLiteral(": ") + section.left(80)));
        // The manual's entry: a description after the usage, then an
        // example that runs this very command.
        const qsizetype blank = section.indexOf(QStringLiteral("\n\n"));
        const qsizetype exampleAt = section.indexOf(QStringLiteral("\nExample:\n  palmares-cli "));
        QVERIFY2(blank > 0 && exampleAt > blank + 10, qPrintable(name + QStringLiteral(":\n") + section));
        const QString example = section.mid(exampleAt).section(QLatin1Char('\n'), 2, 2).simplified();
        const QString command = example.section(QLatin1Char(' '), 3); // after "palmares-cli --db CLUB"
        QVERIFY2(command.startsWith(name + QLatin1Char(' ')) || command == name,
                 qPrintable(name + QStringLiteral(": ") + example));
        const QString body = section.mid(blank, exampleAt - blank);
        // The manual page is read, not printed raw.
        QVERIFY2(!section.contains(QLatin1Char('\\')) && !section.contains(QStringLiteral(".TP")) &&
                     !section.contains(QStringLiteral(".B ")),
                 qPrintable(name + QStringLiteral(":\n") + section));
        for (const QString& line : body.split(QLatin1Char('\n'))) {
            QVERIFY2(line.size() <= 78, qPrintable(name + QStringLiteral(": ") + line));
        }
    }
}

void TestCliHelp::helpFormsAgree()
{
    const CliRun import = runCli(us({"help", "import"}));
    QCOMPARE(import.code, 0);
    QVERIFY2(import.outText().startsWith(QStringLiteral("Usage: palmares-cli import FILE")),
             qPrintable(import.outText()));
    QVERIFY2(import.outText().simplified().contains(QStringLiteral("--dry-run reports what would be imported")),
             qPrintable(import.outText()));
    QVERIFY2(import.outText().simplified().contains(QStringLiteral("--codes keep|prefix:TEXT|new (what becomes of")),
             qPrintable(import.outText()));
    for (const QStringList& asked : {us({"import", "--help"}), us({"import", "x.csv", "--dry-run", "-h"}),
                                     us({"--db", "c.palmares", "import", "--help"})}) {
        const CliRun run = runCli(asked);
        QVERIFY2(run.code == 0 && run.out == import.out, qPrintable(describe(asked, run)));
    }
    const CliRun add = runCli(us({"help", "event", "add"}));
    const CliRun addHelp = runCli(us({"event", "add", "Open", "--game", "Chess", "--help"}));
    QVERIFY2(add.code == 0 && addHelp.code == 0 && add.out == addHelp.out, qPrintable(addHelp.outText()));
    QVERIFY2(add.outText().startsWith(QStringLiteral("Usage: palmares-cli event add NAME --game G")),
             qPrintable(add.outText()));
    const CliRun group = runCli(us({"help", "event"}));
    QCOMPARE(group.code, 0);
    QVERIFY2(group.outText().startsWith(QStringLiteral("The event commands:\n")), qPrintable(group.outText()));
    for (const char* word : {"\n  event add ", "\n  event pair ", "\n  event report "}) {
        QVERIFY2(group.outText().contains(QLatin1String(word)), word);
    }
    QVERIFY(!group.outText().contains(QStringLiteral("\n  standings")));
    const CliRun usage = runCli(us({"help"}));
    QVERIFY2(usage.code == 0 && usage.out == runCli(us({"--help"})).out, qPrintable(usage.outText()));
    for (const QStringList& wrong : {us({"help", "nosuch"}), us({"nosuch", "--help"})}) {
        const CliRun run = runCli(wrong);
        QVERIFY2(run.code == 2 && run.errText().contains(QStringLiteral("unknown command 'nosuch'")),
                 qPrintable(describe(wrong, run)));
    }
}

void TestCliHelp::manualPageNamesOnlyCommands()
{
    QFile page(QStringLiteral(PALMARES_MANPAGE));
    QVERIFY2(page.open(QIODevice::ReadOnly), PALMARES_MANPAGE);
    const QStringList lines = QString::fromUtf8(page.readAll()).split(QLatin1Char('\n'));
    const QStringList& names = m_names;
    const QSet<QString> known(names.cbegin(), names.cend());
    // Each command's usage as --help prints it.
    QHash<QString, QString> usages;
    const QStringList& sections = m_sections;
    QCOMPARE(sections.size(), names.size());
    for (qsizetype i = 0; i < names.size(); ++i) {
        usages.insert(names[i], sections[i].left(sections[i].indexOf(QStringLiteral("\n\n"))));
    }
    const QRegularExpression option(QStringLiteral("--[a-z][a-z-]*"));
    QSet<QString> described;
    const QRegularExpression font(QStringLiteral(R"(\\f.|"|^\.[A-Z]+ )"));
    const qsizetype start = lines.indexOf(QStringLiteral(".SH COMMANDS"));
    QVERIFY(start > 0);
    for (qsizetype i = start + 1; i + 1 < lines.size() && !lines[i].startsWith(QStringLiteral(".SH")); ++i) {
        if (lines[i] != QLatin1String(".TP")) {
            continue;
        }
        const QStringList words = QString(lines[i + 1])
                                      .remove(font)
                                      .replace(QStringLiteral("\\-"), QStringLiteral("-"))
                                      .simplified()
                                      .split(QLatin1Char(' '));
        const QString two = words.mid(0, 2).join(QLatin1Char(' '));
        const QString tag = known.contains(two) ? two : words[0];
        QVERIFY2(known.contains(tag),
                 qPrintable(QStringLiteral("the manual page describes '%1', no command").arg(lines[i + 1])));
        QVERIFY2(!described.contains(tag), qPrintable(QStringLiteral("'%1' twice in the manual page").arg(tag)));
        described.insert(tag);
        // Every option of the command's usage is in its entry (tag or text).
        QString entry;
        for (qsizetype j = i + 1;
             j < lines.size() && lines[j] != QLatin1String(".TP") && !lines[j].startsWith(QStringLiteral(".SH")); ++j) {
            entry +=
                QString(lines[j]).remove(font).replace(QStringLiteral("\\-"), QStringLiteral("-")) + QLatin1Char(' ');
        }
        for (auto m = option.globalMatch(usages.value(tag)); m.hasNext();) {
            const QString named = m.next().captured();
            QVERIFY2(entry.contains(named),
                     qPrintable(QStringLiteral("the manual page's '%1' does not name %2").arg(tag, named)));
        }
    }
    QCOMPARE(described.size(), known.size());
}

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_cli_help.moc"
