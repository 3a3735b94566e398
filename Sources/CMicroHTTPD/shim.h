#ifndef SHEETCTL_CMICROHTTPD_SHIM_H
#define SHEETCTL_CMICROHTTPD_SHIM_H
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* MHD_start_daemon, MHD_get_daemon_info and MHD_get_connection_info are variadic, which Swift
   cannot call: these spell the calls the server makes, with its options passed as one
   MHD_OPTION_ARRAY and the callbacks told when each request ends and when each connection starts
   and closes (their two arguments cannot be spelt in an option item). */

static inline struct MHD_Daemon *sheetctl_mhd_start(
    unsigned int flags, MHD_AccessHandlerCallback handler, void *context, MHD_RequestCompletedCallback completed,
    MHD_NotifyConnectionCallback notify, struct MHD_OptionItem *options) {
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, context, MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                            MHD_OPTION_NOTIFY_CONNECTION, notify, context, MHD_OPTION_ARRAY, options,
                            MHD_OPTION_END);
}

static inline int sheetctl_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

static inline void *sheetctl_mhd_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

static inline uint16_t sheetctl_mhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

#endif
