#pragma once

// Contacts as the user names them (`--contacts FRAME[:point|:6d],...`): a
// frame of the model held by the environment at its origin (point, the
// default) or whole (6d). docs/kinematics.md "Contacts" fixes the rows and
// the forces' convention; contact_dynamics.hpp computes with them.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace nedyn {

struct Model;

enum class ContactType { point, six_d };

struct Contact {
  std::string frame;
  ContactType type = ContactType::point;
};

/// Baumgarte's stabilisation of the held contacts (`--baumgarte KP,KD`, YAML
/// `baumgarte: [KP, KD]`): constrained_forward_dynamics_baumgarte holds
/// Jc qdd + gamma + kd ev + kp ep = 0, ep and ev the contacts' position and
/// velocity errors, its inputs, so that a drifting contact returns.
struct BaumgarteGains {
  double kp = 0, kd = 0;
};

/// "KP,KD" -> the gains. std::invalid_argument naming the text for anything
/// but two finite numbers at least 0, not both 0.
BaumgarteGains parse_baumgarte(const std::string& text);

/// "LF_FOOT,RF_FOOT:6d" -> the contacts in order. std::invalid_argument for
/// an empty list or element, or a type other than point and 6d, naming the
/// element.
std::vector<Contact> parse_contacts(const std::string& text);

/// Rows of the contacts' constraints: 3 per point, 6 per 6d contact.
int contact_rows(const std::vector<Contact>& contacts);

/// std::invalid_argument naming the element where model.contacts holds a
/// frame the model does not have (its frames listed), a frame on the base of
/// a fixed-base model (the base cannot move), a frame held twice, or more
/// rows than the model has velocities (nv); Baumgarte's gains without
/// contacts are refused as well. `failing`, if given, is set to
/// the index of the contact at fault (the count of contacts for too many rows).
void check_contacts(const Model& model, std::size_t* failing = nullptr);

}  // namespace nedyn
