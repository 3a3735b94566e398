// Everything is in include/prefetch.h (static inline); a C target needs one source file.
#include "prefetch.h"
