#pragma once

/// File → Import results…: the import assistant (issue 18) in the window. A
/// club's own spreadsheet is read (encoding, separator), its columns mapped
/// to Palmarès' fields, its games and players to the club's, then a dry run
/// says what would be added or every problem at its line and column; only
/// Import writes, in one transaction after an automatic backup. The mapping
/// is saved with the import (core/club/importassistant.h).

#include "club/club.h"

#include <QWizard>

#include <functional>

class QComboBox;
class QLabel;
class QLayout;
class QLineEdit;
class QTableWidget;
class QTextBrowser;

namespace palmares::ui {

class Session;

/// Runs `import` on the club in the worker (Session::inBackground: progress,
/// cancel, `what` in the progress dialog), the closed seasons it changes
/// confirmed or not; a problem of the worker itself (busy, the club not
/// opened) is one of the report's.
club::ImportReport importInBackground(Session& session, const std::function<club::ImportReport(club::Club&)>& import,
                                      const QString& what, bool closedSeasonsConfirmed);

class ImportWizard : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImportWizard)

public:
    enum PageId { FilePage, ColumnsPage, GamesPage, PlayersPage, DryRunPage };

    /// The file `path`, read as `bytes`, into the club of `session`.
    ImportWizard(Session& session, const QString& path, const QByteArray& bytes, QWidget* parent = nullptr);
    ~ImportWizard() override = default;

    /// The mapping as decided so far.
    [[nodiscard]] const club::ImportMapping& mapping() const { return m_mapping; }
    /// What the file looks like through it.
    [[nodiscard]] const club::ImportLook& look() const { return m_look; }
    /// The last dry run, and once Import succeeded, the import written.
    [[nodiscard]] const club::ImportReport& dryRun() const { return m_dry; }
    [[nodiscard]] const club::ImportReport& imported() const { return m_done; }
    /// Why the automatic backup before the import failed ("" when it did not).
    [[nodiscard]] QString backupFailure() const { return m_backupFailure; }

    /// A field of ImportAssistant::fields() ("player", "score:2") in words.
    static QString fieldLabel(const QString& field);

    [[nodiscard]] bool validateCurrentPage() override;

private:
    /// What the wizard reads of the club as it opens.
    struct Opening {
        QStringList players;
        QList<club::Game> games;
        club::ImportLook look;
    };
    /// Takes what it read as it opened.
    void adopt(Opening opening);

    QWizardPage* makeFilePage();
    QWizardPage* makeColumnsPage();
    QWizardPage* makeGamesPage();
    QWizardPage* makePlayersPage();
    QWizardPage* makeDryRunPage();
    /// The choice of what becomes of the file's match codes (club::MatchCodes).
    QLayout* makeCodesRow(QWidget* page);

    /// Reads the file again through the mapping.
    void relook();
    void showPreview();
    void showColumns();
    void showColumnProblems();
    void showGames();
    void showPlayers();
    void runDryRun();

    Session& m_session;
    QString m_path;
    QByteArray m_bytes;
    club::ImportMapping m_mapping;
    club::ImportLook m_look;
    csv::Sheet::Options m_readWith; ///< how m_look.sheet was read
    QString m_readSheet;            ///< the workbook's sheet m_look.sheet is ("" for text)
    bool m_savedMapping = false;
    /// The players' decisions saved with the mapping before this import:
    /// the Players page shows the file's names matched through them only.
    QMap<QString, QString> m_savedPlayers;
    club::ImportReport m_dry;
    bool m_dryRunDone = false;
    club::ImportReport m_done;
    QString m_backupFailure;
    QStringList m_clubPlayers;
    QList<club::Game> m_clubGames;

    QLabel* m_detected = nullptr;
    QComboBox* m_encoding = nullptr;
    QComboBox* m_separator = nullptr;
    QComboBox* m_sheet = nullptr; ///< a workbook's sheets, when it has several
    QTableWidget* m_preview = nullptr;
    QLabel* m_fileProblems = nullptr;

    QLabel* m_mappingOrigin = nullptr;
    QTableWidget* m_columns = nullptr;
    QComboBox* m_gameOfEveryRow = nullptr;
    QComboBox* m_dateOrder = nullptr;
    QLabel* m_columnProblems = nullptr;

    QTableWidget* m_games = nullptr;
    QTableWidget* m_players = nullptr;
    QLabel* m_playersSummary = nullptr;

    QTextBrowser* m_report = nullptr;
    QComboBox* m_codes = nullptr;      ///< what becomes of the file's match codes (club::MatchCodes)
    QLineEdit* m_codePrefix = nullptr; ///< the prefix, for MatchCodes::Prefix
};

} // namespace palmares::ui
