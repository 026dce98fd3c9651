// libyaml (Debian's libyaml-dev): the C YAML parser KinetypeYAML composes nodes from.
#include <yaml.h>
