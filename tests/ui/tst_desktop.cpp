// A club file opens by double-click (issue 44, item 7): the MIME type the
// package installs (resources/desktop/org.palmares.Palmares.mime.xml) makes
// a file manager see a *.palmares file as a Palmarès club, and the desktop
// entry says Palmarès opens that type, with the file as its argument.
// The type is compiled by shared-mime-info's update-mime-database into a
// scratch XDG_DATA_HOME, then read back by QMimeDatabase as a desktop would.

#include <QDir>
#include <QFile>
#include <QMimeDatabase>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestDesktop : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aClubFileIsAPalmaresClub();
    void theDesktopEntryOpensIt();

private:
    /// A file of `bytes` named `name` in the scratch folder.
    QString file(const QString& name, const QByteArray& bytes);

    QTemporaryDir m_dir;
};

void TestDesktop::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("update-mime-database"));
    QVERIFY2(!tool.isEmpty(), "update-mime-database (shared-mime-info) is not installed");
    const QString packages = m_dir.filePath(QStringLiteral("share/mime/packages"));
    QVERIFY(QDir().mkpath(packages));
    QVERIFY(QFile::copy(QStringLiteral(PALMARES_DESKTOP "/org.palmares.Palmares.mime.xml"),
                        packages + QStringLiteral("/org.palmares.Palmares.xml")));
    // Before QMimeDatabase's first use (it reads the folders once), and for
    // update-mime-database, which otherwise notes the folder is not searched.
    qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("share")).toUtf8());
    qputenv("XDG_DATA_DIRS", "/usr/share");
    QProcess update;
    update.start(tool, {m_dir.filePath(QStringLiteral("share/mime"))});
    QVERIFY(update.waitForFinished(60000));
    const QByteArray said = update.readAllStandardError();
    QVERIFY2(update.exitCode() == 0 && said.isEmpty(), said.constData());
}

QString TestDesktop::file(const QString& name, const QByteArray& bytes)
{
    QFile f(m_dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) {
        return {};
    }
    return f.fileName();
}

void TestDesktop::aClubFileIsAPalmaresClub()
{
    // An SQLite database's first page starts with this header.
    QByteArray sqlite("SQLite format 3");
    sqlite.append('\0');
    sqlite.append(QByteArray(4096 - sqlite.size(), '\0'));
    const QMimeDatabase mimes;
    const QMimeType club = mimes.mimeTypeForFile(file(QStringLiteral("Club de la Tour.palmares"), sqlite));
    QCOMPARE(club.name(), QStringLiteral("application/x-palmares"));
    QVERIFY2(club.inherits(QStringLiteral("application/vnd.sqlite3")),
             qPrintable(club.parentMimeTypes().join(QLatin1Char(','))));
    QCOMPARE(club.iconName(), QStringLiteral("org.palmares.Palmares"));
    QVERIFY(club.globPatterns().contains(QStringLiteral("*.palmares")));
    QVERIFY(!club.comment().isEmpty());
    // The same bytes under another name are not a club; a *.palmares name
    // is one by its name alone (a backup copied without its content yet).
    QCOMPARE(mimes.mimeTypeForFile(file(QStringLiteral("notes.sqlite"), sqlite)).name(),
             QStringLiteral("application/vnd.sqlite3"));
    QCOMPARE(mimes.mimeTypeForFile(QStringLiteral("elsewhere/Club.palmares"), QMimeDatabase::MatchExtension).name(),
             QStringLiteral("application/x-palmares"));
}

void TestDesktop::theDesktopEntryOpensIt()
{
    QSettings entry(QStringLiteral(PALMARES_DESKTOP "/org.palmares.Palmares.desktop"), QSettings::IniFormat);
    entry.beginGroup(QStringLiteral("Desktop Entry"));
    const QString types = entry.value(QStringLiteral("MimeType")).toStringList().join(QLatin1Char(';'));
    QVERIFY2(types.split(QLatin1Char(';')).contains(QStringLiteral("application/x-palmares")), qPrintable(types));
    // %f: the file manager passes the club's path, which palmares opens.
    const QString exec = entry.value(QStringLiteral("Exec")).toString();
    QVERIFY2(exec.startsWith(QStringLiteral("palmares ")) && exec.contains(QStringLiteral("%f")), qPrintable(exec));
    QFile metainfo(QStringLiteral(PALMARES_DESKTOP "/org.palmares.Palmares.metainfo.xml"));
    QVERIFY(metainfo.open(QIODevice::ReadOnly));
    QVERIFY(metainfo.readAll().contains("<mediatype>application/x-palmares</mediatype>"));
}

QTEST_GUILESS_MAIN(TestDesktop)
#include "tst_desktop.moc"
