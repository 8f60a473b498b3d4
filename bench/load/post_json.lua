-- wrk script: POST the JSON body in the environment variable BODY to the path given to wrk.
wrk.method = "POST"
wrk.body = os.getenv("BODY")
wrk.headers["Content-Type"] = "application/json"
