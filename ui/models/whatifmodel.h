#pragma once

#include "modelroles.h"

#include "club/club.h"

#include <QAbstractTableModel>

namespace palmares::ui {

/// The scenarios of a what-if (Club::whatIf()): one row per hypothetical
/// result, one column per player with his rating after it and the change.
/// Not sortable: the rows follow the order of the outcomes.
class WhatIfModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WhatIfModel)

public:
    explicit WhatIfModel(QObject* parent = nullptr);
    ~WhatIfModel() override;

    void setWhatIf(const club::WhatIf& whatIf);
    void clear();
    [[nodiscard]] const club::WhatIf& whatIf() const { return m_whatIf; }

    /// The scenario in words: "Alice wins (VT)", "Draw", "Bob first"…
    [[nodiscard]] QString scenarioText(const club::WhatIfScenario& s) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QString rating(double value) const;

    club::WhatIf m_whatIf;
};

} // namespace palmares::ui
