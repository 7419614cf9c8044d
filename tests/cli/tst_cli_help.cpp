// palmares-cli --help names the rule sets from core/rating's list, not from
// a list typed by hand (issue 41): every registered rule set, once, in order.

#include "clitest.h"

#include "rating/ruleset.h"

#include <QRegularExpression>

#include <algorithm>
#include <QTest>

using namespace palmares::test;

class TestCliHelp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsEveryRuleSet();
};

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

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_cli_help.moc"
