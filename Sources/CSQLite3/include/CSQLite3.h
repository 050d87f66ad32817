#ifndef NOTISIM_CSQLITE3_H
#define NOTISIM_CSQLITE3_H
/* The system's SQLite (Debian's libsqlite3-dev), the library Apple's SQLite3 module is on iOS. */
#include <sqlite3.h>
#endif
