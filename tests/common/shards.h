#pragma once

// One slow test program run as several ctest tests, so that `ctest -j2`
// keeps both cores busy instead of waiting for it alone (issue 19: tst_cli
// was the suite's critical path).
//
//   palmares_add_test(tst_x SOURCES … SHARDS 2)  →  ctest runs tst_x_1of2 and
//   tst_x_2of2, i.e. `tst_x --shard 1/2` and `tst_x --shard 2/2`;
//   PALMARES_TEST_SHARDED_MAIN(TestX) instead of QTEST_GUILESS_MAIN(TestX).
//
// Shard i of n runs the test functions whose position among the class's test
// functions (declaration order) is i modulo n: every function runs in
// exactly one shard, whatever is added later, and initTestCase and
// cleanupTestCase run in each. Without --shard every function runs, as
// usual; explicit function names on the command line are kept as given.

#include <QCoreApplication>
#include <QMetaMethod>
#include <QStringList>
#include <QTest>

#include <cstdio>

namespace palmares::test {

/// The command line with `--shard I/N` replaced by the names of shard I's
/// test functions; the line unchanged without it. Empty on a bad --shard.
inline QStringList shardArguments(const QMetaObject& meta, QStringList args)
{
    const auto at = args.indexOf(QStringLiteral("--shard"));
    if (at < 0) {
        return args;
    }
    const QStringList spec = args.value(at + 1).split(u'/');
    bool okIndex = false;
    bool okCount = false;
    const int index = spec.value(0).toInt(&okIndex);
    const int count = spec.value(1).toInt(&okCount);
    if (spec.size() != 2 || !okIndex || !okCount || count < 1 || index < 1 || index > count) {
        std::fprintf(stderr, "--shard wants I/N with 1 <= I <= N\n");
        return {};
    }
    args.remove(at, 2);
    static const QStringList fixtures{QStringLiteral("initTestCase"), QStringLiteral("cleanupTestCase"),
                                      QStringLiteral("init"), QStringLiteral("cleanup")};
    int position = 0;
    for (int m = meta.methodOffset(); m < meta.methodCount(); ++m) {
        const QMetaMethod method = meta.method(m);
        const QString name = QString::fromLatin1(method.name());
        // QTest runs the private slots without parameters: the test functions.
        if (method.methodType() != QMetaMethod::Slot || method.access() != QMetaMethod::Private ||
            method.parameterCount() != 0 || fixtures.contains(name) || name.endsWith(QLatin1String("_data"))) {
            continue;
        }
        if (position++ % count == index - 1) {
            args << name;
        }
    }
    return args;
}

} // namespace palmares::test

#define PALMARES_TEST_SHARDED_MAIN(TestObject)                                                                  \
    int main(int argc, char* argv[])                                                                            \
    {                                                                                                           \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                                      \
        QCoreApplication app(argc, argv);                                                                       \
        app.setAttribute(Qt::AA_Use96Dpi, true);                                                                \
        TestObject tc;                                                                                          \
        QTEST_SET_MAIN_SOURCE_PATH                                                                              \
        const QStringList args = palmares::test::shardArguments(TestObject::staticMetaObject, app.arguments()); \
        return args.isEmpty() ? 2 : QTest::qExec(&tc, args);                                                    \
    }
