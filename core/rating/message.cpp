#include "message.h"

#include "term.h"

#include <string_view>

namespace palmares::rating {

std::string Message::english() const
{
    return fillTemplate(text, args);
}

bool operator==(const Message& a, const Message& b)
{
    return std::string_view(a.text) == std::string_view(b.text) && a.args == b.args && a.participant == b.participant &&
           a.field == b.field;
}

} // namespace palmares::rating
