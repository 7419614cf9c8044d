#pragma once

// The fields of the window's dialogs, found by object name and typed into
// with the keyboard (tst_window, tst_battles).

#include <QLineEdit>
#include <QString>
#include <QTest>
#include <QWidget>

namespace palmares::test {

template <typename W>
W* field(QWidget& dialog, const QString& name)
{
    auto* w = dialog.findChild<W*>(name);
    if (w == nullptr) {
        qWarning("no field %s", qPrintable(name));
    }
    return w;
}

/// Types `text` into the line edit `name`, over what it held.
inline void type(QWidget& dialog, const QString& name, const QString& text)
{
    auto* e = field<QLineEdit>(dialog, name);
    QVERIFY(e);
    e->setFocus();
    e->selectAll();
    QTest::keyClicks(e, text);
}

} // namespace palmares::test
