#include "nedyn/model/contact.hpp"

#include <stdexcept>

namespace nedyn {

std::vector<Contact> parse_contacts(const std::string& text) {
  std::vector<Contact> contacts;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find(',', start), text.size());
    const std::string element = text.substr(start, end - start);
    const std::size_t colon = element.find(':');
    Contact c;
    c.frame = element.substr(0, colon);
    if (c.frame.empty())
      throw std::invalid_argument("'" + element + "': expected FRAME or FRAME:point or FRAME:6d");
    if (colon != std::string::npos) {
      const std::string type = element.substr(colon + 1);
      if (type == "6d")
        c.type = ContactType::six_d;
      else if (type != "point")
        throw std::invalid_argument("'" + element + "': the type '" + type +
                                    "' is not a contact's; expected point or 6d");
    }
    contacts.push_back(c);
    start = end + 1;
  }
  return contacts;
}

}  // namespace nedyn
