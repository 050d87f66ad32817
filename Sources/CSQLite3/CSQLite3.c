/* A C target needs a source file: SwiftPM then generates the module map beside the build products, where notisim's
   extension builds find it (ExtensionKit.packageArguments). The declarations are the system's sqlite3.h. */
#include "CSQLite3.h"
