#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "explanation.h"
#include "rulebook.h"
#include "status.h"

#include <QLocale>
#include <QString>

namespace palmares::club {

/// The explanation of one match, from the numbers the engine stored (the
/// words are explanationLines', in explanation.h).
class Explainer
{
public:
    Explainer(ClubContext& context, RuleBook& rules) : m_context(context), m_rules(rules) {}

    /// `numbers` is the notation of the numbers in its lines: C (the
    /// default, palmares-cli's English) or the person's (the window, the
    /// printed card).
    Expected<Explanation> explain(const QString& code, const QLocale& numbers = QLocale::c());

private:
    ClubContext& m_context;
    RuleBook& m_rules;
};

} // namespace palmares::club
