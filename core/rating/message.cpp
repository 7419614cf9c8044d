#include "message.h"

#include "term.h"

#include <string_view>

namespace palmares::rating {

std::string Message::english() const
{
    return fillTemplate(text, args);
}

Message Message::about(const char* text, std::vector<Field> fields)
{
    Message m{text, {}};
    m.named = std::move(fields);
    return m;
}

bool operator==(const Message& a, const Message& b)
{
    return std::string_view(a.text) == std::string_view(b.text) && a.args == b.args && a.participant == b.participant &&
           a.field == b.field && a.named == b.named;
}

} // namespace palmares::rating
