#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QTableView;

namespace palmares::ui {

class Session;
class WhatIfModel;

/// "What if": a game and two to five players → each one's expected result
/// and his rating change for every result (Club::whatIf(), computed by the
/// engine through Club::preview).
class WhatIfDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WhatIfDialog)

public:
    static constexpr int MaxPlayers = 5;

    explicit WhatIfDialog(Session& session, QWidget* parent = nullptr);
    ~WhatIfDialog() override;

    /// Chooses the game and the players (the rest emptied) and computes.
    void setChoice(const QString& game, const QStringList& players);
    [[nodiscard]] WhatIfModel* model() const { return m_model; }
    [[nodiscard]] QString problem() const;

private:
    void refresh();

    Session& m_session;
    QComboBox* m_game = nullptr;
    QList<QComboBox*> m_players;
    QLabel* m_note = nullptr;
    WhatIfModel* m_model = nullptr;
    QTableView* m_view = nullptr;
};

} // namespace palmares::ui
