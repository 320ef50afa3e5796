#include "nedyn/model/contact.hpp"

#include <stdexcept>

#include "nedyn/model/expression.hpp"
#include "nedyn/model/model.hpp"

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

BaumgarteGains parse_baumgarte(const std::string& text) {
  const std::size_t comma = text.find(',');
  const auto gain = [&](const std::string& number) {
    const std::optional<double> value = finite_number(number);
    if (!value || *value < 0)
      throw std::invalid_argument("'" + number + "' is not a gain (KP,KD: two numbers at least 0)");
    return *value;
  };
  if (comma == std::string::npos || text.find(',', comma + 1) != std::string::npos)
    throw std::invalid_argument("expected KP,KD (two numbers at least 0), got '" + text + "'");
  BaumgarteGains gains;
  gains.kp = gain(text.substr(0, comma));
  gains.kd = gain(text.substr(comma + 1));
  if (gains.kp == 0 && gains.kd == 0)
    throw std::invalid_argument(
        "both gains 0 stabilise nothing (constrained_forward_dynamics is that function)");
  return gains;
}

int contact_rows(const std::vector<Contact>& contacts) {
  int rows = 0;
  for (const Contact& c : contacts) rows += c.type == ContactType::six_d ? 6 : 3;
  return rows;
}

void check_contacts(const Model& model, std::size_t* failing) {
  for (std::size_t k = 0; k < model.contacts.size(); ++k) {
    if (failing) *failing = k;
    const std::string& name = model.contacts[k].frame;
    Frame frame;
    if (!named_frame(model, name, frame)) {
      std::string names;
      for (const Frame& f : model.frames) names += ", " + f.name;
      throw std::invalid_argument("the model " + model.name + " has no frame named '" + name +
                                  "' (its frames: tool" + names + ")");
    }
    for (std::size_t j = 0; j < k; ++j)
      if (model.contacts[j].frame == name)
        throw std::invalid_argument("the frame '" + name + "' is held twice");
    if (frame.link == 0 && !model.floating_base)
      throw std::invalid_argument("the frame '" + name +
                                  "' is on the fixed base, which no joint moves: a contact there "
                                  "constrains nothing");
  }
  if (failing) *failing = model.contacts.size();
  if (model.baumgarte && model.contacts.empty())
    throw std::invalid_argument("Baumgarte's gains without contacts: there is nothing to hold");
  const int rows = contact_rows(model.contacts);
  if (rows > model.nv())
    throw std::invalid_argument(
        "the contacts have " + std::to_string(rows) +
        " rows (3 per point, 6 per 6d contact), more than the model has velocities (nv = " +
        std::to_string(model.nv()) + ")");
}

}  // namespace nedyn
