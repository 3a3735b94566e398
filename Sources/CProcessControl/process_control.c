// The functions are inline in the header; SwiftPM needs a source file to build the target.
#include "process_control.h"
