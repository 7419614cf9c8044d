#pragma once

/// The dialogs of the Events tab (ui/pages/eventspage.h): a new event, and
/// players to enter in one.

#include "club/club.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QSpinBox;

namespace palmares::ui {

class DateField;

/// A new event: its name, game (one of the club's), first and last day,
/// pairing method, number of rounds and, for tables, how they are drawn.
class EventDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventDialog)

public:
    EventDialog(const QList<club::Game>& games, QWidget* parent = nullptr);
    ~EventDialog() override = default;

    /// The event as the form holds it (the club checks it when it is added).
    [[nodiscard]] club::Event chosen() const;
    void setProblem(const QString& text);

private:
    /// Tables for the games of four and more at a table, duels otherwise:
    /// the method follows the game chosen, and "balanced" shows for tables.
    void followGame();

    QList<club::Game> m_games;
    QLineEdit* m_name = nullptr;
    QComboBox* m_game = nullptr;
    DateField* m_first = nullptr;
    DateField* m_last = nullptr;
    QComboBox* m_method = nullptr;
    QSpinBox* m_rounds = nullptr;
    QComboBox* m_tables = nullptr;
    QLabel* m_problem = nullptr;
};

/// Players to enter in an event: some of the club's (ticked), and new
/// names typed one a line (added to the club as they are entered).
class EnterPlayersDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnterPlayersDialog)

public:
    /// `players`: the club's players that are not entered yet.
    EnterPlayersDialog(const QString& event, const QStringList& players, QWidget* parent = nullptr);
    ~EnterPlayersDialog() override = default;

    /// The players ticked, then the new names typed.
    [[nodiscard]] QStringList players() const;
    /// Names typed that are not among the club's players.
    [[nodiscard]] bool hasNewNames() const;
    void setProblem(const QString& text);

private:
    [[nodiscard]] QStringList typed() const;

    QListWidget* m_list = nullptr;
    QPlainTextEdit* m_new = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace palmares::ui
