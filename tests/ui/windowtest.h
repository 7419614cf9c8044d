#pragma once

// What the tst_window programs share (tst_window, tst_window_resultdialog,
// tst_window_session, tst_window_seasons): fields typed or pasted into, the
// preview and the leaderboard as text, modal boxes and dialogs answered
// while they run their own event loop, screenshots, and settings of the
// program's own folder.

#include "clubtest.h"
#include "dialogfields.h"
#include "sessionaccess.h"

#include "ui/mainwindow.h"
#include "ui/models/leaderboardmodel.h"
#include "ui/resultdialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <cmath>
#include <functional>

namespace palmares::test {

using palmares::ui::MainWindow;
using palmares::ui::ResultDialog;

inline const QString Tarot = QStringLiteral("Tarot");
inline const QString Dsc = QStringLiteral("DSC");

/// Text pasted into a field (QTest types ASCII only): what a name copied
/// from a file made on another machine brings.
inline void paste(QWidget& dialog, const QString& name, const QString& text)
{
    auto* e = field<QLineEdit>(dialog, name);
    QVERIFY(e);
    e->setFocus();
    e->selectAll();
    e->insert(text);
}

inline void typeNumber(QWidget& dialog, const QString& name, int value)
{
    auto* s = field<QSpinBox>(dialog, name);
    QVERIFY(s);
    s->setFocus();
    s->selectAll();
    QTest::keyClicks(s, QString::number(value));
}

/// "Ann 850→880 50.0" per preview row (after as the club stores it, rounded
/// the way the rule set displays: integers here).
inline QStringList previewRows(const ResultDialog& d)
{
    QStringList out;
    if (!d.preview()) {
        return {QStringLiteral("no preview")};
    }
    for (const auto& r : d.preview()->rows) {
        out << QStringLiteral("%1 %2→%3 %4")
                   .arg(r.player, num(std::round(r.before)), num(std::round(r.after)))
                   .arg(100.0 * r.expected, 0, 'f', 1);
    }
    return out;
}

inline QStringList boardNames(MainWindow& w)
{
    QStringList out;
    auto* m = w.leaderboardModel();
    for (int r = 0; r < m->rowCount(); ++r) {
        out << m->index(r, palmares::ui::LeaderboardModel::Player).data().toString() + QLatin1Char(' ') +
                   m->index(r, palmares::ui::LeaderboardModel::Rating).data().toString();
    }
    return out;
}

/// Answers the next modal message box by clicking its button `button`,
/// keeping the box's text in `*text` (the box runs its own event loop).
inline void answerMessageBox(const QString& button, QString* text, int attempts = 400)
{
    QTimer::singleShot(25, [=] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box == nullptr) {
            if (attempts > 0) {
                answerMessageBox(button, text, attempts - 1);
            }
            return;
        }
        *text = box->text();
        if (button.isEmpty()) {
            box->reject();
            return;
        }
        for (QAbstractButton* b : box->buttons()) {
            if (b->text() == button) {
                b->click();
                return;
            }
        }
        *text += QStringLiteral(" (no button %1)").arg(button);
        box->reject();
    });
}

/// Saves a picture of `w` as NAME.png in $PALMARES_TEST_SHOTS, when set
/// (to look at what a person sees; nothing is checked).
inline void shot(QWidget* w, const char* name)
{
    const QString folder = qEnvironmentVariable("PALMARES_TEST_SHOTS");
    if (!folder.isEmpty() && QDir().mkpath(folder)) {
        w->grab().save(folder + QLatin1Char('/') + QString::fromLatin1(name) + QStringLiteral(".png"));
    }
}

/// Runs `act` on the next modal dialog of type D once it is shown (the
/// dialog runs its own event loop); `*seen` says it came.
template <typename D>
void onNextModal(std::function<void(D*)> act, bool* seen, int attempts = 400)
{
    QTimer::singleShot(25, [=] {
        auto* d = qobject_cast<D*>(QApplication::activeModalWidget());
        if (d == nullptr) {
            if (attempts > 0) {
                onNextModal<D>(act, seen, attempts - 1);
            }
            return;
        }
        *seen = true;
        act(d);
    });
}

/// Answers the next file dialog with `path`, typed into its name field as a
/// person does (selectFile() loses the name while the dialog still reads
/// the folder); `asked` says it came.
inline void answerFileDialog(const QString& path, bool* asked)
{
    onNextModal<QFileDialog>(
        [path](QFileDialog* files) {
            files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))->setText(path);
            static_cast<QDialog*>(files)->accept(); // QFileDialog::accept, protected there
        },
        asked);
}

/// initTestCase of a window test run by ctest with XDG_CONFIG_HOME set to a
/// folder named `folder` of the build tree: test paths, and no settings
/// left by an earlier run (they would let a broken save pass).
inline void startWithoutSettings(const QString& folder)
{
    QStandardPaths::setTestModeEnabled(true);
    const QString config = qEnvironmentVariable("XDG_CONFIG_HOME");
    if (config.contains(folder)) {
        QDir(config).removeRecursively();
    }
}

} // namespace palmares::test
