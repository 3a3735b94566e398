#ifndef SHEETCTL_MICROHTTPD_LOADER_H
#define SHEETCTL_MICROHTTPD_LOADER_H
#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/socket.h>
/* libmicrohttpd's header: where the compiler looks (Debian's libmicrohttpd-dev), else where
   Homebrew (Apple silicon, then Intel) and MacPorts put it, which Apple's compiler does not search.
   Found here rather than with -I flags so the package needs no unsafe flags. */
#if __has_include(<microhttpd.h>)
#include <microhttpd.h>
#elif __has_include("/opt/homebrew/include/microhttpd.h")
#include "/opt/homebrew/include/microhttpd.h"
#elif __has_include("/usr/local/include/microhttpd.h")
#include "/usr/local/include/microhttpd.h"
#elif __has_include("/opt/local/include/microhttpd.h")
#include "/opt/local/include/microhttpd.h"
#else
#error "libmicrohttpd's header is missing: install libmicrohttpd-dev (Debian) or libmicrohttpd (Homebrew)"
#endif

/* libmicrohttpd, loaded with dlopen the first time a server starts rather than linked: it brings
   GnuTLS and seven more libraries with it, which every command would otherwise load at start-up
   (about 3 ms each time) whether it serves or not. The header gives the types and constants; each
   function below calls the one of the same name in the loaded library. Nothing else may call
   MHD_* directly: the executable does not link the library, so such a call does not link. */

/* Loads the library (once, thread-safe). Returns 1 when it and every function used are there;
   0 otherwise, and then sheetctl_mhd_load_error says why. */
int sheetctl_mhd_load(void);

/* Why loading failed, for a person; NULL when it did not. */
const char *sheetctl_mhd_load_error(void);

/* MHD_start_daemon, MHD_get_daemon_info and MHD_get_connection_info are variadic, which Swift
   cannot call: these spell the calls the server makes, with its options passed as one
   MHD_OPTION_ARRAY and the callbacks told when each request ends and when each connection starts
   and closes (their two arguments cannot be spelt in an option item). */
struct MHD_Daemon *sheetctl_mhd_start(
    unsigned int flags, MHD_AccessHandlerCallback handler, void *context, MHD_RequestCompletedCallback completed,
    MHD_NotifyConnectionCallback notify, struct MHD_OptionItem *options);
uint16_t sheetctl_mhd_bound_port(struct MHD_Daemon *daemon);
/* A connection's socket, or -1. */
int sheetctl_mhd_connection_fd(struct MHD_Connection *connection);
/* The socket context the connection callback set. */
void *sheetctl_mhd_socket_context(struct MHD_Connection *connection);
/* Calls the iterator with each value of a kind: the query's arguments, the cookies. */
int sheetctl_mhd_get_connection_values(
    struct MHD_Connection *connection, enum MHD_ValueKind kind, MHD_KeyValueIterator iterator, void *context);

void sheetctl_mhd_stop_daemon(struct MHD_Daemon *daemon);
const char *sheetctl_mhd_lookup_connection_value(
    struct MHD_Connection *connection, enum MHD_ValueKind kind, const char *key);
struct MHD_Response *sheetctl_mhd_create_response_from_buffer(
    size_t size, void *buffer, enum MHD_ResponseMemoryMode mode);
struct MHD_Response *sheetctl_mhd_create_response_from_callback(
    uint64_t size, size_t block_size, MHD_ContentReaderCallback reader, void *context,
    MHD_ContentReaderFreeCallback free_context);
void sheetctl_mhd_destroy_response(struct MHD_Response *response);
enum MHD_Result sheetctl_mhd_add_response_header(struct MHD_Response *response, const char *header,
                                                 const char *content);
enum MHD_Result sheetctl_mhd_queue_response(struct MHD_Connection *connection, unsigned int status_code,
                                            struct MHD_Response *response);

#endif
