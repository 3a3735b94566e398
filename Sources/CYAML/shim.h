#ifndef SHEETCTL_CYAML_SHIM_H
#define SHEETCTL_CYAML_SHIM_H
#include <yaml.h>
#endif
