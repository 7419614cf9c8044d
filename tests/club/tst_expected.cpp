// Expected<T> (core/club/expected.h): a value, or a Status with its problems.

#include "club/expected.h"

#include <QTest>

#include <memory>
#include <type_traits>

using palmares::club::Expected;
using palmares::club::Problem;
using palmares::club::Status;

namespace {

Expected<int> half(int n)
{
    if (n % 2 != 0) {
        return Status::failure(QStringLiteral("%1 is odd").arg(n),
                               palmares::club::Field::parameter(QStringLiteral("n")));
    }
    return n / 2;
}

/// A move-only value, as Club::open and GameCatalogue::ruleSetFor give.
Expected<std::unique_ptr<int>> boxed(int n)
{
    if (n < 0) {
        return Status::failure(QStringLiteral("%1 is negative").arg(n));
    }
    auto box = std::make_unique<int>(n);
    return box; // moved, not copied
}

Expected<QString> stale()
{
    Status status = Status::failure(QStringLiteral("saved elsewhere"));
    status.stale = true;
    return status;
}

} // namespace

class TestExpected : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aValueIsOk()
    {
        const auto e = half(8);
        QVERIFY(e.ok());
        QVERIFY(static_cast<bool>(e));
        QCOMPARE(e.value(), 4);
        QCOMPARE(*e, 4);
        QVERIFY(e.status().ok());
        QVERIFY(e.status().problems.isEmpty());
    }

    void aFailureCarriesItsProblems()
    {
        const auto e = half(7);
        QVERIFY(!e.ok());
        QVERIFY(!e);
        QCOMPARE(e.status().problems.size(), 1);
        QCOMPARE(e.status().problems.first().message, QStringLiteral("7 is odd"));
        QCOMPARE(e.status().problems.first().field, palmares::club::Field::parameter(QStringLiteral("n")));
        QVERIFY(!e.status().stale);
    }

    void theStaleFlagSurvives()
    {
        const auto e = stale();
        QVERIFY(!e.ok());
        QVERIFY(e.status().stale);
        QCOMPARE(e.status().toString(), QStringLiteral("saved elsewhere"));
    }

    void aStatusWithoutProblemsIsStillAFailure()
    {
        const Expected<int> e{Status{}};
        QVERIFY(!e.ok());
        QCOMPARE(e.status().problems.size(), 1);
    }

    void arrowAndMoveOut()
    {
        Expected<QString> e = QStringLiteral("abc");
        QCOMPARE(e->size(), 3);
        e->append(QLatin1Char('d'));
        QCOMPARE(*e, QStringLiteral("abcd"));
        const QString moved = std::move(e).value();
        QCOMPARE(moved, QStringLiteral("abcd"));
        Expected<std::unique_ptr<int>> p = std::make_unique<int>(5);
        QVERIFY(p.ok());
        QCOMPARE(**p, 5);
        const std::unique_ptr<int> taken = *std::move(p);
        QCOMPARE(*taken, 5);
    }

    void aMoveOnlyValueIsReturnedAndTaken()
    {
        static_assert(!std::is_copy_constructible_v<Expected<std::unique_ptr<int>>>);
        static_assert(std::is_move_constructible_v<Expected<std::unique_ptr<int>>>);
        auto e = boxed(3);
        QVERIFY2(e, qPrintable(e.status().toString()));
        QCOMPARE(**e, 3);
        const std::unique_ptr<int> taken = std::move(*e);
        QCOMPARE(*taken, 3);
        const auto refused = boxed(-1);
        QVERIFY(!refused);
        QCOMPARE(refused.status().toString(), QStringLiteral("-1 is negative"));
    }
};

QTEST_APPLESS_MAIN(TestExpected)
#include "tst_expected.moc"
