// librsvg and cairo, found through pkg-config (librsvg-2.0 names cairo, GLib and gdk-pixbuf in turn).
#include <cairo.h>
#include <librsvg/rsvg.h>
